import { data, type RouterContextProvider, redirect } from "react-router";
import type { SessionUser } from "~/accounts/session-user";
import { isStaff } from "~/staff/is-staff";
import { SECOND_FACTOR_REQUIRED } from "~/staff/staff-route";
import { markDatabaseOutage } from "./database-outage.server";
import { logMissingPath } from "./not-found.server";
import { getRequestContext } from "./request-context.server";

/**
 * Access rules as guards that throw (ARCHITECTURE "Rules of the house"): call one first in every
 * loader and action that needs it, and the happy path reads top to bottom.
 */
type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The login page, and back to this page afterwards: the page's own address, also when the request
 * was React Router's data request for it (`/account.data?_routes=…`), which is no page to return to.
 */
function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const path = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  return redirect(`/login?redirectTo=${encodeURIComponent(path + url.search)}`);
}

/**
 * The signed-in user; anonymous visitors go to /login and come back after logging in. When D1
 * failed while the session was read, nobody can tell: the page answers 503 (try again shortly)
 * rather than sending someone who is signed in to the login page.
 */
export function requireUser({ request, context }: Args): SessionUser {
  const { user, sessionUnavailable } = getRequestContext(context);
  if (!user && sessionUnavailable) {
    markDatabaseOutage(context);
    throw data(null, { status: 503 });
  }
  if (!user) throw loginRedirect(request);
  return user;
}

/**
 * A staff member (role `admin`) who signed in this session with a passkey or two-step verification. Anonymous
 * visitors go to /login; signed-in people without the role get the site's 404, so the admin area
 * does not reveal that it exists; an admin who signed in with a password alone gets 403 and
 * "Secure your account to use the staff area", for pages, `.data` requests and actions alike.
 */
export function requireStaff(args: Args): SessionUser {
  const user = requireUser(args);
  if (!isStaff(user)) {
    logMissingPath(args.request);
    throw data(null, { status: 404 });
  }
  if (!getRequestContext(args.context).secondFactor) {
    throw data({ reason: SECOND_FACTOR_REQUIRED }, { status: 403, headers: { "Cache-Control": "private, no-store" } });
  }
  return user;
}

/** Pages only for the signed-out (login, sign-up): a signed-in person goes on to `to`. */
export function requireAnonymous({ context }: Args, to = "/"): void {
  if (getRequestContext(context).user) throw redirect(to);
}
