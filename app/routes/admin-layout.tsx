import { lazy, Suspense } from "react";
import { isRouteErrorResponse, Outlet } from "react-router";
import { getHeaderCounts } from "~/frame/request-session.server";
import { useRootData } from "~/frame/root-data";
import { SECOND_FACTOR_REQUIRED, StaffShell, staffHeaders } from "~/staff";
import { requireStaff } from "~/staff/index.server";

import type { Route } from "./+types/admin-layout";

/**
 * The staff area (every page under /admin): its own frame, StaffShell, with none of the public
 * site's header, menus, footer or their JavaScript. Staff only, with a second factor this session
 * (requireStaff, called first here and again in every page's own loader and action).
 */
export function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args);
  // Read with the session (app/frame/request-session.server.ts): the bar costs no round trip.
  return getHeaderCounts(args.context).staffBar ?? { staffName: staff.name, needsReply: 0 };
}

export const headers = staffHeaders;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const toast = useRootData()?.toast ?? null;
  return (
    <StaffShell data={{ ...loaderData, toast }}>
      <Outlet />
    </StaffShell>
  );
}

/**
 * A refusal looks exactly as it does elsewhere on the site: someone without the role gets the
 * site's 404 in the site's frame (the staff area does not reveal that it exists), and a staff
 * member without a second factor the "Secure your account" page. The public frame loads only
 * for these answers, never with a staff page.
 */
const SiteChrome = lazy(() => import("~/frame/site-chrome").then((m) => ({ default: m.SiteChrome })));
const RouteError = lazy(() => import("~/frame/route-error").then((m) => ({ default: m.RouteError })));
const SecureAccountNotice = lazy(() =>
  import("~/staff/components/secure-account-notice").then((m) => ({ default: m.SecureAccountNotice })),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const secondFactorMissing =
    isRouteErrorResponse(error) && error.status === 403 && error.data?.reason === SECOND_FACTOR_REQUIRED;
  return (
    <Suspense fallback={null}>
      <SiteChrome>{secondFactorMissing ? <SecureAccountNotice /> : <RouteError error={error} />}</SiteChrome>
    </Suspense>
  );
}
