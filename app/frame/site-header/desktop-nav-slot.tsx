import { useRef, useState } from "react";
import type { DesktopNav as DesktopNavType, NavHandover } from "./desktop-nav";
import { FirstPaintNav } from "./first-paint-nav";

const loadNav = () => import("./desktop-nav");

/** Starts fetching the interactive menu early, e.g. when the pointer enters the header. */
export function preloadDesktopNav() {
  void loadNav();
}

/** Keeps what was asked before and adds what is asked now: a click (open) outranks a focus or hover that came first. */
function mergeHandover(before: NavHandover, next: NavHandover): NavHandover {
  const asked = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined));
  return { ...before, ...asked };
}

/**
 * Pages ship the first-paint menu only; the menu library (and its panels) load the first time a
 * pointer or focus reaches the header menu, then take over with the same look, focus and open
 * state. Until then every link already works.
 *
 * The hand-over is state, not a snapshot taken when the code arrives: React renders the swap in a
 * later task than the one the import resolved in, and a key press that lands in between (Enter
 * right after focus) must still open the menu.
 */
export function DesktopNavSlot({ onBlue }: { onBlue: boolean }) {
  const [Nav, setNav] = useState<typeof DesktopNavType | null>(null);
  const [handover, setHandover] = useState<NavHandover>({});
  const requested = useRef(false);

  function onWanted(next: NavHandover) {
    setHandover((before) => mergeHandover(before, next));
    if (requested.current) return;
    requested.current = true;
    void loadNav().then((module) => setNav(() => module.DesktopNav));
  }

  if (Nav) return <Nav onBlue={onBlue} handover={handover} />;
  return <FirstPaintNav onBlue={onBlue} onWanted={onWanted} />;
}
