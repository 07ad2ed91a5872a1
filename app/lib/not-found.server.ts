import { data } from "react-router";
import { logEvent } from "./observability.server";

/** The spec's not-found page logs the missing path: only the path, never the query (it may carry tokens). */
export function logMissingPath(request: Request): void {
  logEvent("warn", "not_found", { route: new URL(request.url).pathname });
}

/** Ends a loader with the site's 404 page (the root error boundary renders it). */
export function notFound(request: Request): never {
  logMissingPath(request);
  throw data(null, { status: 404 });
}
