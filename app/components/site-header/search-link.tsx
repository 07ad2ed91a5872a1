import { useEffect } from "react";
import { Link, useNavigate } from "react-router";

/** The search page and its field (app/components/search/search-form.tsx); literals, so the header loads nothing of the search page. */
const SEARCH_PATH = "/search";
const SEARCH_FIELD_ID = "site-search-field";

/** True when a key press belongs to what the person is typing: a field, an editable element. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * `/` anywhere on the site opens the search field, as on many sites: it focuses the field on
 * /search and goes there from any other page. Never while the person types in a field, and never
 * with Ctrl, Alt or Cmd held (those are the browser's).
 */
function useSlashToSearch() {
  const navigate = useNavigate();
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTyping(event.target)) return;
      event.preventDefault();
      const field = document.getElementById(SEARCH_FIELD_ID);
      if (field) field.focus();
      else void navigate(SEARCH_PATH);
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [navigate]);
}

/**
 * The header's search button: a plain link to /search, whose field is focused when it opens, so it
 * works before and without JavaScript and costs every page only this link and the shortcut.
 */
export function SearchLink({ onBlue }: { onBlue: boolean }) {
  useSlashToSearch();
  return (
    <Link
      to={SEARCH_PATH}
      aria-label="Search the site"
      aria-keyshortcuts="/"
      className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full md:h-9 md:w-9 lg:h-10 lg:w-10 ${onBlue ? "hover:bg-brand-800" : "hover:bg-brand-50"}`}
    >
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.8-3.8" />
      </svg>
    </Link>
  );
}
