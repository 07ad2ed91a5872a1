import { data } from "react-router";
import { logEvent } from "~/platform/log.server";
import { sitemapEntries } from "~/site/sitemap.server";
import { type Suggestion, suggestPages } from "~/site/suggest";

/**
 * The page's path as the visitor sees it. Client-side navigations fetch loader data from
 * "<path>.data" ("/_root.data" for "/"), and loaders get that URL as it is.
 */
export function pagePath(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** The spec's not-found page logs the missing path: only the path, never the query (it may carry tokens). */
export function logMissingPath(request: Request): void {
  logEvent("warn", "not_found", { route: pagePath(request) });
}

/** What a 404 answer carries to the page: the closest real pages ("Did you mean …?"). */
export type NotFoundData = { suggestions: Suggestion[] };

export function notFoundData(request: Request): NotFoundData {
  let pathname = pagePath(request);
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: compare the raw path.
  }
  return { suggestions: suggestPages(pathname, sitemapEntries()) };
}

/** Ends a loader with the site's 404 page (the root error boundary renders it). */
export function notFound(request: Request): never {
  logMissingPath(request);
  throw data(notFoundData(request), { status: 404 });
}
