import { type ReactNode, useId } from "react";
import { Link, NavLink } from "react-router";
import type { SessionUser } from "~/accounts";
import { allServicesLabel, headerLinks, headerMenus } from "~/frame/site-header/navigation";
import { isStaff } from "~/staff";
import { StaffAreaLink } from "./staff-area-link";
import { useSiteNavigation } from "./use-site-navigation";

/** The mobile menu's title, its dialog's name. */
export const MENU_TITLE = "Menu";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-xl px-4 py-3 text-lg font-semibold text-navy-900 hover:bg-brand-50 ${isActive ? "underline decoration-2 underline-offset-8" : ""}`;

const subLinkClass = "block rounded-lg px-3 py-2.5 font-medium text-navy-800 hover:bg-brand-50";
const overviewLinkClass = "block rounded-lg px-3 py-2.5 font-semibold text-brand-700 hover:bg-brand-50";

/** The menu's two lists behind a button, as the desktop header's two menus. */
export type MobileMenuList = "services" | "products";

/**
 * The mobile menu's list: Services (a button that shows the eight services and the overview, as
 * the desktop menu lists them), Product (a button that shows the products), the header's links
 * and, for staff, Admin. The same in the hydrated menu (mobile-menu-panel.tsx) and a content
 * page's (content-mobile-menu.tsx), whose module toggles the two lists (header.enhance.ts).
 */
export function MobileMenuNav({
  user,
  open = null,
  onToggle,
}: {
  user: SessionUser | null;
  /** The list shown, if any. */
  open?: MobileMenuList | null;
  onToggle?: (list: MobileMenuList) => void;
}) {
  const { categories, products } = useSiteNavigation();
  return (
    <nav aria-label="Mobile" className="mt-6 flex-1">
      <ul className="space-y-1">
        <Disclosure label={headerMenus[0].label} open={open === "services"} onToggle={() => onToggle?.("services")}>
          {categories.map((category) => (
            <li key={category.slug}>
              <Link to={category.path} className={subLinkClass}>
                {category.title}
              </Link>
            </li>
          ))}
          <li>
            <Link to={headerMenus[0].path} className={overviewLinkClass}>
              {allServicesLabel}
            </Link>
          </li>
        </Disclosure>
        <Disclosure label={headerMenus[1].label} open={open === "products"} onToggle={() => onToggle?.("products")}>
          {products.map((product) => (
            <li key={product.slug}>
              <Link to={product.path} className={subLinkClass}>
                {product.name}
              </Link>
            </li>
          ))}
        </Disclosure>
        {headerLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
        {isStaff(user) ? (
          <li>
            <StaffAreaLink user={user} className={linkClass({ isActive: false })} />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** A button that shows or hides its list of links (`data-disclosure`: a content page's module toggles it). */
function Disclosure({
  label,
  open,
  onToggle,
  children,
}: {
  label: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <li>
      <button
        type="button"
        data-disclosure=""
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        className="flex w-full items-center justify-between rounded-xl px-4 py-3 text-left text-lg font-semibold text-navy-900 hover:bg-brand-50"
      >
        {label}
        <svg width="14" height="14" viewBox="0 0 12 12" aria-hidden="true" className={open ? "rotate-180" : ""}>
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={id} hidden={!open} className="ml-4 border-l-2 border-brand-100 pl-3">
        {children}
      </ul>
    </li>
  );
}

export function CloseMenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
