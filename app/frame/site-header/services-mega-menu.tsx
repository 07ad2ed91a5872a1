import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { Link } from "react-router";
import { MenuCard } from "./menu-card";
import { viewAllServicesLabel } from "./navigation";
import { useSiteNavigation } from "./use-site-navigation";

/**
 * The two-pane Services panel: categories on the left (vertical tabs: arrow keys move, hover or
 * focus selects, the first is selected by default), the chosen category's sub-services on the right.
 */
export function ServicesMegaMenu() {
  const { categories: serviceCategories } = useSiteNavigation();
  const [active, setActive] = useState(serviceCategories[0]?.slug ?? "");
  return (
    <Tabs.Root
      value={active}
      onValueChange={setActive}
      orientation="vertical"
      activationMode="automatic"
      className="grid w-[min(56rem,calc(100vw-2rem))] grid-cols-[16rem_1fr] overflow-hidden rounded-2xl bg-white text-ink shadow-2xl ring-1 ring-black/5"
    >
      <Tabs.List aria-label="Service categories" className="flex flex-col gap-0.5 bg-brand-50 p-3">
        {serviceCategories.map((category) => (
          <Tabs.Trigger
            key={category.slug}
            value={category.slug}
            onPointerEnter={() => setActive(category.slug)}
            className="rounded-lg px-3 py-2.5 text-left text-sm font-semibold text-navy-800 transition-colors hover:bg-white data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm"
          >
            {category.title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {serviceCategories.map((category) => (
        <Tabs.Content
          key={category.slug}
          value={category.slug}
          // The panel starts with links, so it is not a tab stop of its own (WAI-ARIA tabs pattern).
          tabIndex={-1}
          className="flex flex-col p-5 outline-none"
        >
          <ul className="grid grid-cols-2 gap-3">
            {category.subServices.map((sub) => (
              <li key={sub.path}>
                <MenuCard to={sub.path} title={sub.title} description={sub.shortDescription} size="sm" />
              </li>
            ))}
          </ul>
          <NavigationMenu.Link asChild>
            <Link
              to={category.path}
              className="mt-4 self-start text-sm font-bold text-brand-700 underline-offset-4 hover:underline"
            >
              {viewAllServicesLabel(category.title)} <span aria-hidden="true">→</span>
            </Link>
          </NavigationMenu.Link>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
