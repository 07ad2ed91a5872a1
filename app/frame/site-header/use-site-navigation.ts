import type { SiteNavigation } from "~/content/derive";
import { useRootData } from "~/frame/root-data";

const EMPTY: SiteNavigation = { categories: [], products: [] };

/** Menu data from the root loader (empty only if the root loader itself failed). */
export function useSiteNavigation(): SiteNavigation {
  return useRootData()?.navigation ?? EMPTY;
}
