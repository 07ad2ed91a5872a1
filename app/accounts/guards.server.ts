import { data, type RouterContextProvider, redirect } from "react-router";
import { markDatabaseOutage } from "~/platform/http/database-outage.server";
import { loginPath } from "./login-path";
import { getSession } from "./session-context.server";
import type { SessionUser } from "./session-user";

/**
 * Access rules as guards that throw (ARCHITECTURE "Rules of the house"): call one first in every
 * loader and action that needs it, and the happy path reads top to bottom. The staff area's is
 * app/staff/guards.server.ts.
 */
export type GuardArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The login page, and back to this page afterwards: the page's own address, also when the request
 * was React Router's data request for it (`/account.data?_routes=…`), which is no page to return to.
 */
function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const path = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  return redirect(loginPath(path + url.search));
}

/**
 * The signed-in user; anonymous visitors go to /login and come back after logging in. When D1
 * failed while the session was read, nobody can tell: the page answers 503 (try again shortly)
 * rather than sending someone who is signed in to the login page.
 */
export function requireUser({ request, context }: GuardArgs): SessionUser {
  const { user, sessionUnavailable } = getSession(context);
  if (!user && sessionUnavailable) {
    markDatabaseOutage(context);
    throw data(null, { status: 503 });
  }
  if (!user) throw loginRedirect(request);
  return user;
}

/** Pages only for the signed-out (login, sign-up): a signed-in person goes on to `to`. */
export function requireAnonymous({ context }: GuardArgs, to = "/"): void {
  if (getSession(context).user) throw redirect(to);
}
