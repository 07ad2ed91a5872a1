import type { SessionUser } from "~/accounts/session-user";
import { createDb } from "~/platform/db/client.server";
import { readCookie } from "~/platform/http/cookies.server";
import {
  clearedSessionCookie,
  type Reauth,
  type SessionColumns,
  sessionConfig,
  sessionCookie,
  sessionCookieName,
  unsignToken,
  validateSessionToken,
} from "./session.server";

export type RequestSession<T = Record<never, never>> = {
  user: SessionUser | null;
  /** The raw session token (for sign-out); never logged, never sent to the browser in a body. */
  token: string | null;
  /** A Set-Cookie header to add to the answer: a renewed or a cleared cookie. */
  setCookie: string | null;
  /** Whether this session began with a second factor (the staff area requires it). */
  secondFactor?: boolean;
  /** The session's last "Confirm it's you" (security changes need a recent one). */
  reauth?: Reauth | null;
  /** The account's time zone (null while unknown): pages show the person's times in it. */
  timeZone?: string | null;
  /** What the caller's `columns` read with the session (no round trip of their own); absent without a session. */
  extras?: T;
};

export function toSessionUser(user: { id: string; name: string; email: string; role: "user" | "admin" }): SessionUser {
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

/**
 * Who is asking: reads and checks the signed session cookie. No cookie means no database query.
 * A tampered, unknown or expired cookie is no session, and the cookie is cleared. `columns` are
 * read by the session's own statement: what the page's frame shows with every page (its counts).
 */
export async function readRequestSession<T extends Record<string, unknown> = Record<never, never>>(
  request: Request,
  env: Env,
  now = new Date(),
  columns?: SessionColumns<T>,
): Promise<RequestSession<T>> {
  const config = sessionConfig(env);
  const raw = readCookie(request, sessionCookieName(config));
  if (!raw) return { user: null, token: null, setCookie: null };
  const token = unsignToken(raw, config.secret);
  const session = token ? await validateSessionToken(createDb(env.DB), token, now, columns) : null;
  if (!session || !token) return { user: null, token: null, setCookie: clearedSessionCookie(config) };
  return {
    user: toSessionUser(session.user),
    token,
    setCookie: session.renewed ? sessionCookie(config, token, session.cookieExpiresAt) : null,
    secondFactor: session.secondFactor !== null,
    reauth: session.reauth,
    timeZone: session.user.timeZone,
    extras: session.extras,
  };
}
