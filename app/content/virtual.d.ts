/**
 * Types of the virtual modules that scripts/content/vite-plugin.ts builds from the YAML and
 * Markdown in this folder (checked against schema.ts at build time, so the casts are sound).
 */
declare module "virtual:content/site" {
  const data: import("./schema").SiteData;
  export default data;
}
declare module "virtual:content/catalogue" {
  const data: import("./schema").CatalogueData;
  export default data;
}
declare module "virtual:content/team" {
  const data: import("./schema").TeamData;
  export default data;
}
declare module "virtual:content/landing" {
  const data: import("./schema").LandingData;
  export default data;
}
declare module "virtual:content/posts" {
  const data: import("./schema").PostData[];
  export default data;
}
declare module "virtual:content/contact-options" {
  const data: import("./derive").ServiceOption[];
  export default data;
}
declare module "virtual:content/legal" {
  const data: Record<string, import("./schema").LegalPageData>;
  export default data;
}
declare module "virtual:content/work" {
  const data: import("./schema").WorkData;
  export default data;
}
declare module "virtual:content/plan" {
  const data: import("./schema").PlanData;
  export default data;
}
declare module "virtual:content/about" {
  const data: import("./schema").AboutData;
  export default data;
}
declare module "virtual:content/process" {
  const data: import("./schema").ProcessData;
  export default data;
}
