import { redirect } from "react-router";
import type { Route } from "./+types/moved";

/** The old site's placeholder paths and where their real pages are (docs/decisions/014-routes-and-brand.md). */
const MOVED: Record<string, string> = { "/service": "/services", "/product": "/products" };

/** A day: long enough that browsers and crawlers stop asking, short enough to change a target. */
const REDIRECT_MAX_AGE_SECONDS = 86_400;

/** `/service` and `/product`: a permanent redirect to `/services` and `/products`. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  return redirect(MOVED[path] ?? "/", {
    status: 301,
    headers: { "Cache-Control": `public, max-age=${REDIRECT_MAX_AGE_SECONDS}` },
  });
}
