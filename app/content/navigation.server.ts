import { buildSiteNavigation, type SiteNavigation } from "./derive";
import { catalogue } from "./services";

export type { SiteNavigation };

/**
 * The lean slice of the catalogue the header menus need. The root loader sends it with the page,
 * so the full catalogue never enters the browser bundle. Built once per isolate.
 */
export const siteNavigation: SiteNavigation = buildSiteNavigation(catalogue);
