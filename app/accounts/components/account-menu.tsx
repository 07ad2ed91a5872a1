import { type ReactNode, useEffect, useState } from "react";
import { type AccountSectionId, accountMenuText } from "~/accounts/account-menu-text";

/**
 * /account's frame: its cards, and at 1024 px and wider a section menu beside them that stays in
 * view (in-page links, so it works without JavaScript too). The section being read is marked
 * with aria-current, followed as the page scrolls. `staff` adds the staff's signature card.
 */
export function AccountLayout({ staff, children }: { staff: boolean; children: ReactNode }) {
  const ids = (Object.keys(accountMenuText.sections) as AccountSectionId[]).filter((id) => staff || id !== "signature");
  const current = useCurrentSection(ids);
  return (
    <div className="bg-brand-50 px-4 py-14 sm:px-6">
      <div className="mx-auto max-w-3xl lg:grid lg:max-w-6xl lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <nav aria-label={accountMenuText.label} className="hidden lg:block">
          <ul className="sticky top-[calc(var(--header-height)+1.5rem)] space-y-1 text-sm">
            {ids.map((id) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  aria-current={current === id ? "location" : undefined}
                  className="block rounded-lg px-3 py-2 font-semibold text-navy-900 hover:bg-white aria-[current]:bg-white aria-[current]:text-brand-700 aria-[current]:shadow-sm"
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
