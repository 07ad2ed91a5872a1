import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useRootData } from "~/frame/root-data";
import { Logo } from "~/ui/logo";
import { AuthArea } from "./auth-area";
import { DesktopNavSlot, preloadDesktopNav } from "./desktop-nav-slot";
import { MobileMenu } from "./mobile-menu";
import { SearchLink } from "./search-link";
import { StaffAreaLink } from "./staff-area-link";

/** Spec: blue with white text at the top; white with blue text once scrolled more than 10px. */
const SCROLL_THRESHOLD_PX = 10;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function SiteHeader() {
  const data = useRootData();
  const user = data?.user ?? null;
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const onBlue = !scrolled;

  return (
    <header
      data-scrolled={scrolled}
      onPointerEnter={preloadDesktopNav}
      className={`fixed inset-x-0 top-0 z-50 h-[var(--header-height)] transition-colors duration-200 ${
        onBlue ? "on-dark bg-brand-600 text-white" : "bg-white text-brand-700 shadow-md"
      }`}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 lg:gap-4">
        <Link to="/" className="rounded-lg">
          <Logo onBlue={onBlue} />
        </Link>
        <DesktopNavSlot onBlue={onBlue} />
        <div className="flex shrink-0 items-center gap-1 lg:gap-3">
          <SearchLink onBlue={onBlue} />
          <div className="hidden items-center gap-2 whitespace-nowrap md:flex lg:gap-3">
            <StaffAreaLink
              compact
              user={user}
              className="inline-flex min-h-9 min-w-9 items-center justify-center rounded-full text-sm font-semibold underline-offset-4 hover:underline xl:px-3 xl:py-2"
            />
            <AuthArea user={user} onBlue={onBlue} variant="bar" />
          </div>
          <MobileMenu user={user} onBlue={onBlue} />
        </div>
      </div>
    </header>
  );
}
