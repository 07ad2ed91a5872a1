/**
 * Plain links of the header, in the spec's order after the Services and Product menus, with
 * About and Blog beside Team: every section of the site is reachable from the header.
 */
export const headerLinks = [
  { label: "Work", to: "/work" },
  { label: "Plan", to: "/plan" },
  { label: "Team", to: "/team" },
  { label: "About", to: "/about" },
  { label: "Blog", to: "/blog" },
  { label: "Contact", to: "/contact" },
] as const;

/** True when `pathname` is `section` or lies below it. */
export function isInSection(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`);
}

/**
 * The footer's lists of every page carry this id: the header's menu button links there before
 * JavaScript runs (and without it), so a tap on a phone always leads somewhere.
 */
export const SITE_LINKS_ID = "site-links";

/** The mobile menu's last link under Services: the overview. */
export const allServicesLabel = "All services";

/** The Services panel's last link, per category. */
export const viewAllServicesLabel = (category: string) => `View all ${category} services`;

/** The header's menus: "Services" and "Product" (links to their overview pages until a menu opens). */
export const headerMenus = [
  { key: "services", label: "Services", path: "/services" },
  { key: "products", label: "Product", path: "/products" },
] as const;
