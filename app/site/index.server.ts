/**
 * The site domain's server entry: the operations and dependencies other parts of the app
 * call (docs/architecture.md, "Entries"). Only what they use is here.
 */
export { findArticle, listPostSummaries } from "./blog.server";
export { readLandingContent } from "./landing-files.server";
export { notFound, notFoundData } from "./not-found.server";
export { absolutiseHtml, cdata, escapeXml, renderRss } from "./rss.server";
export { searchSite } from "./search.server";
export { searchIndex } from "./search-index.server";
export type { SitemapEntry } from "./sitemap.server";
export { renderRobots, renderSitemap, sitemapEntries } from "./sitemap.server";
