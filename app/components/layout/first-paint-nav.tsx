import type { FocusEvent, MouseEvent, PointerEvent } from "react";
import { Link, useLocation } from "react-router";
import { headerLinks, isInSection } from "~/lib/navigation";
import { Chevron, navItemClass, navListClass } from "./nav-style";
import type { NavHandover } from "./desktop-nav";

const keyOf = (target: EventTarget | null) => (target as HTMLElement | null)?.closest<HTMLElement>("[data-nav-key]")?.dataset.navKey;

/**
 * The header menu as the server renders it and the page first shows it: the same markup and
 * classes as the interactive menu, with plain links, and none of the menu library's code. The
 * first pointer or focus on it asks for the interactive menu (see DesktopNavSlot).
 */
export function FirstPaintNav({ onBlue, onWanted }: { onBlue: boolean; onWanted: (handover: NavHandover) => void }) {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Main"
      className="relative hidden md:block"
      onPointerOver={(event: PointerEvent) => onWanted({ hovered: keyOf(event.target) })}
      onFocus={(event: FocusEvent) => onWanted({ focusKey: keyOf(event.target) })}
    >
      <ul className={navListClass}>
        {(["services", "products"] as const).map((key) => (
          <li key={key}>
            <button
              type="button"
              data-nav-key={key}
              aria-expanded="false"
              data-state="closed"
              className={navItemClass(onBlue, pathname, `/${key}`, true)}
              onClick={(event: MouseEvent) => onWanted({ open: key, focusKey: keyOf(event.currentTarget) })}
            >
              {key === "services" ? "Services" : "Product"} <Chevron />
            </button>
          </li>
        ))}
        {headerLinks.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              data-nav-key={link.to}
              aria-current={isInSection(pathname, link.to) ? "page" : undefined}
              className={navItemClass(onBlue, pathname, link.to)}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
