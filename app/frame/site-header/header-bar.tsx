import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SessionUser } from "~/accounts";
import { Logo } from "~/ui/logo";
import { AuthArea } from "./auth-area";
import { SearchLink } from "./search-link";
import { StaffAreaLink } from "./staff-area-link";

/** The header's own look: blue with white text at the top, white with blue text once scrolled. */
export function headerClass(onBlue: boolean): string {
  return `fixed inset-x-0 top-0 z-50 h-[var(--header-height)] transition-colors duration-200 ${
    onBlue ? "on-dark bg-brand-600 text-white" : "bg-white text-brand-700 shadow-md"
  }`;
}

/**
 * The header's bar: logo, the main menu, search, the account's links and the mobile menu button.
 * The same on every public page; the menus are the hydrated ones (site-header.tsx) or a content
 * page's (content-site-header.tsx).
 */
export function HeaderBar({
  user,
  onBlue,
  nav,
  menu,
}: {
  user: SessionUser | null;
  onBlue: boolean;
  nav: ReactNode;
  menu: ReactNode;
}) {
  return (
    <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 lg:gap-4">
      <Link to="/" className="rounded-lg">
        <Logo onBlue={onBlue} />
      </Link>
      {nav}
      <div className="flex shrink-0 items-center gap-1 lg:gap-3">
        <SearchLink onBlue={onBlue} />
        <div className="hidden items-center gap-3 whitespace-nowrap lg:flex">
          <StaffAreaLink
            compact
            user={user}
            className="inline-flex min-h-9 min-w-9 items-center justify-center rounded-full text-sm font-semibold underline-offset-4 hover:underline 2xl:px-3 2xl:py-2"
          />
          <AuthArea user={user} onBlue={onBlue} variant="bar" />
        </div>
        {menu}
      </div>
    </div>
  );
}
