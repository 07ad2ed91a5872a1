import { data } from "react-router";
import { sitemapEntries } from "~/content/sitemap.server";
import { suggestPages, type Suggestion } from "./suggest";
import { logEvent } from "./observability.server";

/** The spec's not-found page logs the missing path: only the path, never the query (it may carry tokens). */
export function logMissingPath(request: Request): void {
  logEvent("warn", "not_found", { route: new URL(request.url).pathname });
}

/** What a 404 answer carries to the page: the closest real pages ("Did you mean …?"). */
export type NotFoundData = { suggestions: Suggestion[] };

export function notFoundData(request: Request): NotFoundData {
  let pathname = new URL(request.url).pathname;
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
