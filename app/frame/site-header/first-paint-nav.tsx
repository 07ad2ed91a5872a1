import type { FocusEvent, MouseEvent, PointerEvent } from "react";
import { useLocation } from "react-router";
import { headerMenus, isInSection } from "~/frame/site-header/navigation";
import { useHydrated } from "~/ui/use-hydrated";
import type { NavHandover } from "./desktop-nav";
import { HeaderLinkItems } from "./header-link-items";
import { Chevron, navItemClass, navListClass } from "./nav-style";
import { useSiteNavigation } from "./use-site-navigation";

const MENUS = headerMenus;

const keyOf = (target: EventTarget | null) =>
  (target as HTMLElement | null)?.closest<HTMLElement>("[data-nav-key]")?.dataset.navKey;

/**
 * The header menu as the server renders it and the page first shows it: the same look as the
 * interactive menu, with plain links, and none of the menu library's code. The first pointer or
 * focus on it asks for the interactive menu (see DesktopNavSlot).
 *
 * Without JavaScript (and for crawlers) "Services" and "Product" are links to /services and
 * /products, and every link of the two panels is in the HTML, hidden. Once the page is hydrated
 * they become the menu buttons the interactive menu takes over.
 */
export function FirstPaintNav({ onBlue, onWanted }: { onBlue: boolean; onWanted: (handover: NavHandover) => void }) {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  return (
    <nav
      aria-label="Main"
      className="relative hidden lg:block"
      onPointerOver={(event: PointerEvent) => onWanted({ hovered: keyOf(event.target) })}
      onFocus={(event: FocusEvent) => onWanted({ focusKey: keyOf(event.target) })}
    >
      <ul className={navListClass}>
        {MENUS.map(({ key, label, path }) => (
          <li key={key}>
            {hydrated ? (
              <button
                type="button"
                data-nav-key={key}
                aria-expanded="false"
                data-state="closed"
                className={navItemClass(onBlue, pathname, path, true)}
                onClick={(event: MouseEvent) => onWanted({ open: key, focusKey: keyOf(event.currentTarget) })}
              >
                {label} <Chevron />
              </button>
            ) : (
              <a
                href={path}
                data-nav-key={key}
                aria-current={isInSection(pathname, path) ? "page" : undefined}
                className={navItemClass(onBlue, pathname, path, true)}
              >
                {label} <Chevron />
              </a>
            )}
          </li>
        ))}
        <HeaderLinkItems onBlue={onBlue} pathname={pathname} />
      </ul>
      <MenuLinks />
    </nav>
  );
}

/** The panels' links as the server sends them: hidden, for crawlers and the first-paint HTML. */
function MenuLinks() {
  const { categories, products } = useSiteNavigation();
  return (
    <div hidden>
      <ul>
        {categories.map((category) => (
          <li key={category.slug}>
            <a href={category.path}>{category.title}</a>
            <ul>
              {category.subServices.map((sub) => (
                <li key={sub.path}>
                  <a href={sub.path}>{sub.title}</a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <ul>
        {products.map((product) => (
          <li key={product.slug}>
            <a href={product.path}>{product.name}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
