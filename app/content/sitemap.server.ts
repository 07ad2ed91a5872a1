import { postPath } from "./blog.server";
import { posts } from "./posts";
import { productPath, products, serviceCategories, servicePath, subServicePath } from "./services";

export type SitemapEntry = { path: string; lastmod?: string };

/**
 * Pages with fixed paths that search engines should index. The placeholders (/service, /product,
 * /work, /plan; DECISIONS "Routes"), account pages and /dev tools are left out on purpose.
 */
export const staticIndexablePaths = ["/", "/about", "/team", "/contact", "/services", "/products", "/blog"] as const;

/** Every indexable page, built from the content modules so a new service or post appears by itself. */
export function sitemapEntries(): SitemapEntry[] {
  return [
    ...staticIndexablePaths.map((path) => ({ path })),
    ...serviceCategories.flatMap((category) => [
      { path: servicePath(category) },
      ...category.subServices.map((sub) => ({ path: subServicePath(category, sub) })),
    ]),
    ...products.map((product) => ({ path: productPath(product) })),
    ...posts.map((post) => ({ path: postPath(post.slug), lastmod: post.date })),
  ];
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
