import { useId } from "react";
import type { SessionUser } from "~/accounts";
import { SITE_LINKS_ID } from "~/frame/site-header/navigation";
import { AuthArea } from "./auth-area";
import { MenuIcon, menuButtonClass } from "./mobile-menu";
import { CloseMenuIcon, MENU_TITLE, MobileMenuNav } from "./mobile-menu-nav";

/**
 * A content page's menu under 1024px: a link to the footer's lists of every page, which the
 * header's module (header.enhance.ts) turns into the button that opens this native dialog (focus
 * stays in it, Escape closes it, focus goes back to the button).
 */
export function ContentMobileMenu({ onBlue }: { onBlue: boolean }) {
  return (
    <a href={`#${SITE_LINKS_ID}`} aria-label="Menu" data-mobile-menu-open="" className={menuButtonClass(onBlue)}>
      <MenuIcon />
    </a>
  );
}

/**
 * The menu's dialog, after the header (not inside the banner, so the page's header holds one
 * Messages link and one name, as a hydrated page's does until its menu opens).
 */
export function ContentMobileMenuDialog({ user }: { user: SessionUser | null }) {
  const titleId = useId();
  return (
    <dialog
      // biome-ignore lint/a11y/noRedundantRoles: named for the tools that look for role="dialog", as the hydrated menu is.
      role="dialog"
      data-mobile-menu=""
      aria-labelledby={titleId}
      className="fixed inset-0 z-[70] m-0 h-full max-h-none w-full max-w-none flex-col overflow-y-auto bg-white p-5 text-ink backdrop:bg-navy-950/40 open:flex lg:hidden"
    >
      <div className="flex items-center justify-between">
        <h2 id={titleId} className="text-lg font-extrabold text-navy-900">
          {MENU_TITLE}
        </h2>
        <button
          type="button"
          data-close=""
          className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-brand-50"
          aria-label="Close menu"
        >
          <CloseMenuIcon />
        </button>
      </div>
      <MobileMenuNav user={user} />
      <div className="mt-6 border-t border-slate-200 pt-5">
        <AuthArea user={user} onBlue={false} variant="menu" />
      </div>
    </dialog>
  );
}
