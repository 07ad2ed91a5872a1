import { Link } from "react-router";
import { headerLinks, isInSection } from "~/frame/site-header/navigation";
import { navItemClass } from "./nav-style";

/** The header's plain links (Work, Plan, Team, Contact) as list items, in every kind of header menu. */
export function HeaderLinkItems({ onBlue, pathname }: { onBlue: boolean; pathname: string }) {
  return headerLinks.map((link) => (
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
  ));
}
