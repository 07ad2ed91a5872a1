import { Outlet } from "react-router";
import { RouteError } from "~/frame/route-error";
import { SiteChrome } from "~/frame/site-chrome";
import type { Route } from "./+types/site-layout";

/** Every public page, in the site's frame; a page's error (a 404 from its loader) is shown in it too. */
export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteChrome>
      <RouteError error={error} />
    </SiteChrome>
  );
}
