import { isInSection } from "~/frame/site-header/navigation";

/** The header menu's look, shared by the first-paint nav and the interactive one, so the swap is invisible. */
const itemClass =
  "inline-flex items-center gap-1 rounded-full px-2 py-2 text-sm underline-offset-8 decoration-2 transition-colors lg:px-3";

export function navItemClass(onBlue: boolean, pathname: string, section: string, isTrigger = false): string {
  // Darker on blue, so white text keeps WCAG AA contrast while hovered or open.
  const hover = onBlue
    ? "hover:bg-brand-800 data-[state=open]:bg-brand-800"
    : "hover:bg-brand-50 data-[state=open]:bg-brand-50";
  const current = isInSection(pathname, section) ? "font-bold underline" : "font-medium";
  return `${isTrigger ? "group " : ""}${itemClass} ${hover} ${current}`;
}

export const navListClass = "flex items-center gap-0.5 lg:gap-1";

export function Chevron() {
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 12 12"
      aria-hidden="true"
      className="transition-transform duration-200 group-data-[state=open]:rotate-180"
    >
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
