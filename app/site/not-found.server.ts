import { data } from "react-router";
import { logMissingPath, pagePath } from "~/platform/http/not-found.server";
import { sitemapEntries } from "~/site/sitemap.server";
import { type Suggestion, suggestPages } from "~/site/suggest";

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
