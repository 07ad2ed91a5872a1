import { logEvent } from "~/platform/log.server";

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
