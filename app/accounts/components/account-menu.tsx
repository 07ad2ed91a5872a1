import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { type AccountSectionId, accountMenuText } from "~/accounts/account-menu-text";

/**
 * /account's frame: its cards and a section menu (in-page links, so it works without JavaScript
 * too). At 1024 px and wider the menu is a column beside the cards that stays in view; narrower,
 * it is a row under the header that stays in view and scrolls sideways itself, so the page never
 * does. The section being read is marked with aria-current, followed as the page scrolls, and kept
 * in sight in the row. `staff` adds the staff's signature card.
 */
export function AccountLayout({ staff, children }: { staff: boolean; children: ReactNode }) {
  const ids = (Object.keys(accountMenuText.sections) as AccountSectionId[]).filter((id) => staff || id !== "signature");
  const current = useCurrentSection(ids);
  const list = useRef<HTMLUListElement>(null);
  useCurrentInSight(list, current);
  return (
    <div className="bg-brand-50 px-4 pb-14 sm:px-6 lg:pt-14">
      <div className="mx-auto max-w-3xl lg:grid lg:max-w-6xl lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <nav
          aria-label={accountMenuText.label}
          className="sticky top-[var(--header-height)] z-10 -mx-4 mb-6 bg-brand-50 px-4 py-3 shadow-[0_1px_0_rgb(0_0_0/0.05)] sm:-mx-6 sm:px-6 lg:static lg:m-0 lg:p-0 lg:shadow-none"
        >
          <ul
            ref={list}
            className="relative flex gap-2 overflow-x-auto text-sm lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:block lg:space-y-1 lg:overflow-visible"
          >
            {ids.map((id) => (
              <li key={id} className="shrink-0">
                <a
                  href={`#${id}`}
                  aria-current={current === id ? "location" : undefined}
                  className="block whitespace-nowrap rounded-full px-3 py-2 font-semibold text-navy-900 ring-1 ring-black/5 hover:bg-white aria-[current]:bg-white aria-[current]:text-brand-700 aria-[current]:shadow-sm lg:rounded-lg lg:ring-0"
                >
                  {accountMenuText.sections[id]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid min-w-0 gap-8">{children}</div>
      </div>
    </div>
  );
}

/** In the row that scrolls sideways (narrow screens), brings the current section's link into sight. */
function useCurrentInSight(list: RefObject<HTMLUListElement | null>, current: AccountSectionId): void {
  useEffect(() => {
    const row = list.current;
    const link = row?.querySelector(`a[href="#${current}"]`);
    if (!row || !(link instanceof HTMLElement) || row.scrollWidth <= row.clientWidth) return;
    const start = link.offsetLeft;
    const end = start + link.offsetWidth;
    // Only the row moves, never the page; the neighbours stay partly visible, hinting at more.
    if (start < row.scrollLeft) row.scrollLeft = start - 24;
    else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth + 24;
  }, [list, current]);
}

/**
 * The section nearest the top of the window: the address's #section at first, then whichever
 * card crosses the band under the header as the page scrolls.
 */
function useCurrentSection(ids: readonly AccountSectionId[]): AccountSectionId {
  const [current, setCurrent] = useState<AccountSectionId>(ids[0] ?? "profile");
  const key = ids.join(" ");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `ids`, a new array each render.
  useEffect(() => {
    const fromHash = ids.find((id) => `#${id}` === window.location.hash);
    if (fromHash) setCurrent(fromHash);
    if (typeof IntersectionObserver !== "function") return;
    const seen = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) seen.add(entry.target.id);
          else seen.delete(entry.target.id);
        }
        const first = ids.find((id) => seen.has(id));
        if (first) setCurrent(first);
      },
      { rootMargin: "-20% 0px -60% 0px" },
    );
    for (const id of ids) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    const onHash = () => {
      const hashed = ids.find((id) => `#${id}` === window.location.hash);
      if (hashed) setCurrent(hashed);
    };
    window.addEventListener("hashchange", onHash);
    return () => {
      observer.disconnect();
      window.removeEventListener("hashchange", onHash);
    };
  }, [key]);
  return current;
}
