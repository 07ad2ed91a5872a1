import { useId } from "react";
import { Link, useLocation } from "react-router";
import { headerMenus, isInSection, viewAllServicesLabel } from "~/frame/site-header/navigation";
import { HeaderLinkItems } from "./header-link-items";
import { MenuCardLink } from "./menu-card-link";
import { Chevron, navItemClass, navListClass } from "./nav-style";
import { useSiteNavigation } from "./use-site-navigation";

/**
 * A content page's header menu, as the server sends it: "Services" and "Product" are links to
 * their overview pages, and both panels stand in the HTML, hidden. The header's module
 * (header.enhance.ts) turns the two links into menu buttons that open their panels on hover
 * (Services after a delay), click, Enter or Space, and close on Escape, as the hydrated menu does.
 *
 * `copy`: the markup only as the header's scrolled look reads it (content-site-header.tsx):
 * the panels are left out.
 */
export function ContentNav({ onBlue, copy = false }: { onBlue: boolean; copy?: boolean }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="relative hidden lg:block" data-menus="">
      <ul className={navListClass}>
        {headerMenus.map(({ key, label, path }) => (
          <li key={key}>
            <a
              href={path}
              data-nav-key={key}
              data-menu-trigger={key}
              aria-current={isInSection(pathname, path) ? "page" : undefined}
              className={navItemClass(onBlue, pathname, path, true)}
            >
              {label} <Chevron />
            </a>
          </li>
        ))}
        <HeaderLinkItems onBlue={onBlue} pathname={pathname} />
      </ul>
      <div className="absolute left-1/2 top-full flex -translate-x-1/2 justify-center pt-3" data-tone-skip="">
        {copy ? null : <MenuPanels />}
      </div>
    </nav>
  );
}

function MenuPanels() {
  return (
    <>
      <div data-menu-panel="services" hidden>
        <ServicesPanel />
      </div>
      <div data-menu-panel="products" hidden>
        <ProductPanel />
      </div>
    </>
  );
}

/** The Services panel: vertical tabs of the categories, the chosen one's sub-services beside them. */
function ServicesPanel() {
  const { categories } = useSiteNavigation();
  const id = useId();
  return (
    <div className="grid w-[min(56rem,calc(100vw-2rem))] grid-cols-[16rem_1fr] overflow-hidden rounded-2xl bg-white text-ink shadow-2xl ring-1 ring-black/5">
      <div
        role="tablist"
        aria-label="Service categories"
        aria-orientation="vertical"
        className="flex flex-col gap-0.5 bg-brand-50 p-3"
      >
        {categories.map((category, index) => (
          <button
            key={category.slug}
            type="button"
            role="tab"
            id={`${id}-tab-${category.slug}`}
            aria-controls={`${id}-panel-${category.slug}`}
            aria-selected={index === 0}
            tabIndex={index === 0 ? 0 : -1}
            data-state={index === 0 ? "active" : "inactive"}
            className="rounded-lg px-3 py-2.5 text-left text-sm font-semibold text-navy-800 transition-colors hover:bg-white data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm"
          >
            {category.title}
          </button>
        ))}
      </div>
      {categories.map((category, index) => (
        <div
          key={category.slug}
          role="tabpanel"
          id={`${id}-panel-${category.slug}`}
          aria-labelledby={`${id}-tab-${category.slug}`}
          hidden={index !== 0}
          // The panel starts with links, so it is not a tab stop of its own (WAI-ARIA tabs pattern).
          tabIndex={-1}
          className="flex flex-col p-5 outline-none"
        >
          <ul className="grid grid-cols-2 gap-3">
            {category.subServices.map((sub) => (
              <li key={sub.path}>
                <MenuCardLink to={sub.path} title={sub.title} description={sub.shortDescription} size="sm" />
              </li>
            ))}
          </ul>
          <Link
            to={category.path}
            className="mt-4 self-start text-sm font-bold text-brand-700 underline-offset-4 hover:underline"
          >
            {viewAllServicesLabel(category.title)} <span aria-hidden="true">→</span>
          </Link>
        </div>
      ))}
    </div>
  );
}

/** The Product panel: a three-column grid of product cards. */
function ProductPanel() {
  const { products } = useSiteNavigation();
  return (
    <ul className="grid w-[min(48rem,calc(100vw-2rem))] grid-cols-3 gap-3 rounded-2xl bg-white p-4 text-ink shadow-2xl ring-1 ring-black/5">
      {products.map((product) => (
        <li key={product.slug}>
          <MenuCardLink to={product.path} title={product.name} description={product.shortDescription} size="md" />
        </li>
      ))}
    </ul>
  );
}
