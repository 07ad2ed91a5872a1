import { useId } from "react";
import { Link, NavLink } from "react-router";
import type { SessionUser } from "~/accounts";
import { headerLinks } from "~/frame/site-header/navigation";
import { isStaff } from "~/staff";
import { StaffAreaLink } from "./staff-area-link";
import { useSiteNavigation } from "./use-site-navigation";

/** The mobile menu's title, its dialog's name. */
export const MENU_TITLE = "Menu";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-xl px-4 py-3 text-lg font-semibold text-navy-900 hover:bg-brand-50 ${isActive ? "underline decoration-2 underline-offset-8" : ""}`;

/**
 * The mobile menu's list: Service, Product (a button that shows the products), the header's
 * links and, for staff, Admin. The same in the hydrated menu (mobile-menu-panel.tsx) and a
 * content page's (content-mobile-menu.tsx), whose module toggles Product.
 */
export function MobileMenuNav({
  user,
  productsOpen,
  onToggleProducts,
}: {
  user: SessionUser | null;
  productsOpen: boolean;
  onToggleProducts?: () => void;
}) {
  const productsId = useId();
  const { products } = useSiteNavigation();
  return (
    <nav aria-label="Mobile" className="mt-6 flex-1">
      <ul className="space-y-1">
        <li>
          <NavLink to="/services" className={linkClass}>
            Service
          </NavLink>
        </li>
        <li>
          <button
            type="button"
            aria-expanded={productsOpen}
            aria-controls={productsId}
            onClick={onToggleProducts}
            className="flex w-full items-center justify-between rounded-xl px-4 py-3 text-left text-lg font-semibold text-navy-900 hover:bg-brand-50"
          >
            Product
            <svg
              width="14"
              height="14"
              viewBox="0 0 12 12"
              aria-hidden="true"
              className={productsOpen ? "rotate-180" : ""}
            >
              <path
                d="M2.5 4.5 6 8l3.5-3.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <ul id={productsId} hidden={!productsOpen} className="ml-4 border-l-2 border-brand-100 pl-3">
            {products.map((product) => (
              <li key={product.slug}>
                <Link
                  to={product.path}
                  className="block rounded-lg px-3 py-2.5 font-medium text-navy-800 hover:bg-brand-50"
                >
                  {product.name}
                </Link>
              </li>
            ))}
          </ul>
        </li>
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

export function CloseMenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
