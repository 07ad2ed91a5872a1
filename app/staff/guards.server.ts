import { data } from "react-router";
import type { SessionUser } from "~/accounts";
import { type GuardArgs, getSession, requireUser } from "~/accounts/index.server";
import { logMissingPath } from "~/platform/http/not-found.server";
import { isStaff } from "./is-staff";
import { SECOND_FACTOR_REQUIRED } from "./staff-route";

/**
 * A staff member (role `admin`) who signed in this session with a passkey or two-step verification. Anonymous
 * visitors go to /login; signed-in people without the role get the site's 404, so the admin area
 * does not reveal that it exists; an admin who signed in with a password alone gets 403 and
 * "Secure your account to use the staff area", for pages, `.data` requests and actions alike.
 */
export function requireStaff(args: GuardArgs): SessionUser {
  const user = requireUser(args);
  if (!isStaff(user)) {
    logMissingPath(args.request);
    throw data(null, { status: 404 });
  }
  if (!getSession(args.context).secondFactor) {
    throw data({ reason: SECOND_FACTOR_REQUIRED }, { status: 403, headers: { "Cache-Control": "private, no-store" } });
  }
  return user;
}
