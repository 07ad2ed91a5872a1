import { useRef, useState, type ComponentType } from "react";
import type { DesktopNav as DesktopNavType, NavHandover } from "~/components/layout/desktop-nav";
import { FirstPaintNav } from "./first-paint-nav";

type Loaded = { Nav: typeof DesktopNavType; handover: NavHandover };

const loadNav = () => import("~/components/layout/desktop-nav");

/** Starts fetching the interactive menu early, e.g. when the pointer enters the header. */
export function preloadDesktopNav() {
  void loadNav();
}

/**
 * Pages ship the first-paint menu only; the menu library (and its panels) load the first time a
 * pointer or focus reaches the header menu, then take over with the same look, focus and open
 * state. Until then every link already works.
 */
export function DesktopNavSlot({ onBlue }: { onBlue: boolean }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const requested = useRef<NavHandover | null>(null);

  function onWanted(handover: NavHandover) {
    // A click (open) outranks a focus or hover that asked first.
    const merged = { ...requested.current, ...Object.fromEntries(Object.entries(handover).filter(([, v]) => v !== undefined)) };
    const first = requested.current === null;
    requested.current = merged;
    if (!first) return;
    void loadNav().then((module) => setLoaded({ Nav: module.DesktopNav, handover: requested.current ?? {} }));
  }

  if (loaded) {
    const Nav = loaded.Nav as ComponentType<{ onBlue: boolean; handover: NavHandover }>;
    return <Nav onBlue={onBlue} handover={loaded.handover} />;
  }
  return <FirstPaintNav onBlue={onBlue} onWanted={onWanted} />;
}
