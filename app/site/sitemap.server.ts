import { buildSitemapEntries, type SitemapEntry } from "../content/derive";
import { posts } from "../content/posts";
import { catalogue } from "../content/services";
import { site } from "../content/site";

export type { SitemapEntry };

/**
 * Every indexable page: site.yml's pages (but any marked `sitemap: false`), the catalogue and the
 * posts. Account pages, /search and /dev tools are not in site.yml's list at all.
 */
export function sitemapEntries(): SitemapEntry[] {
  return buildSitemapEntries(site, catalogue, posts);
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** The sitemap document (sitemaps.org protocol 0.9) with absolute URLs on `origin`. */
export function renderSitemap(origin: string, entries: SitemapEntry[] = sitemapEntries()): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `    <loc>${escapeXml(new URL(path, origin).toString())}</loc>`;
    const mod = lastmod ? `\n    <lastmod>${escapeXml(lastmod)}</lastmod>` : "";
    return `  <url>\n${loc}${mod}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything may be crawled except the API and the dev tools. */
export function renderRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /dev/",
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).toString()}`,
    "",
  ].join("\n");
}
