import { useEffect, useState } from "react";
import { useRootData } from "~/frame/root-data";
import { DesktopNavSlot, preloadDesktopNav } from "./desktop-nav-slot";
import { HeaderBar, headerClass } from "./header-bar";
import { MobileMenu } from "./mobile-menu";

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

/** The header of a page that hydrates; a content page has its own (content-site-header.tsx). */
export function SiteHeader() {
  const data = useRootData();
  const user = data?.user ?? null;
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const onBlue = !scrolled;

  return (
    <header data-scrolled={scrolled} onPointerEnter={preloadDesktopNav} className={headerClass(onBlue)}>
      <HeaderBar
        user={user}
        onBlue={onBlue}
        nav={<DesktopNavSlot onBlue={onBlue} />}
        menu={<MobileMenu user={user} onBlue={onBlue} />}
      />
    </header>
  );
}
