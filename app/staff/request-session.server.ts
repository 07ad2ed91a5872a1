import type { SessionUser } from "~/accounts/session-user";
import { createDb } from "~/platform/db/client.server";
import { readCookie } from "~/platform/http/cookies.server";
import { isStaff } from "~/staff/is-staff";
import { profileOf } from "~/staff/profile.server";
import {
  clearedSessionCookie,
  type Reauth,
  sessionConfig,
  sessionCookie,
  sessionCookieName,
  unsignToken,
  validateSessionToken,
} from "../accounts/session.server";

export type RequestSession = {
  user: SessionUser | null;
  /** The raw session token (for sign-out); never logged, never sent to the browser in a body. */
  token: string | null;
  /** A Set-Cookie header to add to the answer: a renewed or a cleared cookie. */
  setCookie: string | null;
  /** Whether this session began with a second factor (the staff area requires it). */
  secondFactor?: boolean;
  /** The session's last "Confirm it's you" (security changes need a recent one). */
  reauth?: Reauth | null;
  /** Conversations with a reply the user has not opened (the header's "Messages N"). */
  unreadReplies?: number;
  /** For staff, what the staff bar shows, read with the session (no round trip of its own). */
  staffBar?: StaffBar | null;
};

/** The staff bar on every staff page: who is signed in, by display name, and how many conversations need a reply. */
export type StaffBar = { staffName: string; needsReply: number };

export function toSessionUser(user: { id: string; name: string; email: string; role: "user" | "admin" }): SessionUser {
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

/** The staff area's pages and their data requests (`/admin`, `/admin/…`, `/admin.data`). */
const STAFF_AREA = /^\/admin(?:[/.]|$)/;

/**
 * Who is asking: reads and checks the signed session cookie. No cookie means no database query.
 * A tampered, unknown or expired cookie is no session, and the cookie is cleared.
 */
export async function readRequestSession(request: Request, env: Env, now = new Date()): Promise<RequestSession> {
  const config = sessionConfig(env);
  const raw = readCookie(request, sessionCookieName(config));
  if (!raw) return { user: null, token: null, setCookie: null };
  const token = unsignToken(raw, config.secret);
  // The staff bar's count is made only where the staff bar is: public pages and the API never show it.
  const countNeedsReply = STAFF_AREA.test(new URL(request.url).pathname);
  const session = token ? await validateSessionToken(createDb(env.DB), token, now, { countNeedsReply }) : null;
  if (!session || !token) return { user: null, token: null, setCookie: clearedSessionCookie(config) };
  return {
    user: toSessionUser(session.user),
    token,
    setCookie: session.renewed ? sessionCookie(config, token, session.cookieExpiresAt) : null,
    secondFactor: session.secondFactor !== null,
    reauth: session.reauth,
    unreadReplies: session.unreadReplies,
    staffBar:
      isStaff(session.user) && countNeedsReply
        ? { staffName: profileOf(session.user).displayName, needsReply: session.needsReply }
        : null,
  };
}
