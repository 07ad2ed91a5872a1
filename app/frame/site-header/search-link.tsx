import { useEffect } from "react";
import { Link, useNavigate } from "react-router";

/** The search page and its field (components/search/search-form.tsx), named here so the header loads none of that page. */
const SEARCH_PATH = "/search";
const SEARCH_FIELD_ID = "site-search-field";

/**
 * The header's search button: a plain link to /search, whose field is focused when it opens, so it
 * works before and without JavaScript. `/` does the same from anywhere (it focuses the field on
 * /search), never while the person types in a field or holds Ctrl, Alt or Cmd. Kept this small
 * because every page loads it (docs/performance.md).
 */
export function SearchLink({ onBlue }: { onBlue: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      event.preventDefault();
      const field = document.getElementById(SEARCH_FIELD_ID);
      if (field) field.focus();
      else void navigate(SEARCH_PATH);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [navigate]);
  return (
    <Link
      to={SEARCH_PATH}
      aria-label="Search the site"
      aria-keyshortcuts="/"
      className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full lg:h-10 lg:w-10 ${onBlue ? "hover:bg-brand-800" : "hover:bg-brand-50"}`}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14Zm9 2-3.8-3.8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </Link>
  );
}
