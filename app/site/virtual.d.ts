/**
 * The site search's index, built from the content at build time (app/site/search-documents.ts)
 * and served by the content plugin (scripts/content/vite-plugin.ts); server code reads it
 * (app/site/search-index.server.ts).
 */
declare module "virtual:content/search-index" {
  const data: import("./search").SearchDocument[];
  export default data;
}
