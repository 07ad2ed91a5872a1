import { useRouteLoaderData } from "react-router";
import type { SiteNavigation } from "~/content/navigation.server";
import type { loader as rootLoader } from "~/root";

const EMPTY: SiteNavigation = { categories: [], products: [] };

/** Menu data from the root loader (empty only if the root loader itself failed). */
export function useSiteNavigation(): SiteNavigation {
  return useRouteLoaderData<typeof rootLoader>("root")?.navigation ?? EMPTY;
}
