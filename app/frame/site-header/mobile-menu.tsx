import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { SessionUser } from "~/accounts";
import { SITE_LINKS_ID } from "~/frame/site-header/navigation";
import { useHydrated } from "~/ui/use-hydrated";

const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(loadPanel);

/**
 * The menu button under 1024px. The panel's code loads on first use (pages ship none of it up
 * front); the menu closes on every route change. Until the page is hydrated (and without
 * JavaScript) it is a link to the footer's lists of every page, so a tap always leads somewhere.
 */
export function MobileMenu({ user, onBlue }: { user: SessionUser | null; onBlue: boolean }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const hydrated = useHydrated();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger: the menu closes on every route change.
  useEffect(() => setOpen(false), [pathname]);

  const buttonClass = menuButtonClass(onBlue);
  if (!hydrated) {
    return (
      <a href={`#${SITE_LINKS_ID}`} aria-label="Menu" className={buttonClass}>
        <MenuIcon />
      </a>
    );
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className={buttonClass}
      >
        <MenuIcon />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} user={user} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}

export const menuButtonClass = (onBlue: boolean) =>
  `inline-flex h-11 w-11 items-center justify-center rounded-full lg:hidden ${onBlue ? "hover:bg-brand-800" : "hover:bg-brand-50"}`;

export function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
