import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { and, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { type Session, sessions, type User, users } from "~/accounts/schema.server";
import { accountErrorText } from "~/accounts/texts";
import { site } from "~/content/site";
import type { Db } from "~/platform/db/client.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { generateToken, hashToken } from "../platform/tokens.server";

/**
 * Sessions (docs/decisions/003-accounts-and-sessions.md, after Lucia): a random token in an HttpOnly cookie, signed with
 * SESSION_SECRET; D1 stores only its SHA-256. A session ends 7 days after its last use (the
 * cookie is renewed while it is used) and in any case 30 days after sign-in (ASVS 3.3.2).
 */
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
// The periods are site facts (app/content/site.yml): the privacy notice quotes the same numbers.
export const SESSION_ABSOLUTE_MS = site.retention.sessionMaxDays * DAY_MS;
export const SESSION_IDLE_MS = site.retention.sessionIdleDays * DAY_MS;
/**
 * Last use is written (and the cookie renewed) at most this often, so a busy session is one small
 * write every few minutes, not one per request, and /account's "Last used" stays near the truth.
 */
export const SESSION_TOUCH_MS = 5 * 60 * 1000;

/** The session secret rule, shared with the production checks: 32+ characters and not the dev default. */
export function isUnsafeSessionSecret(secret: string | undefined): boolean {
  return !secret || secret.length < 32 || secret.startsWith("dev-only");
}

export type SessionConfig = {
  secret: string;
  /** Secure cookie with the __Host- prefix; off only in local development (plain http). */
  secure: boolean;
};

/** The cookie settings for this environment; production refuses a missing, short or dev secret. */
export function sessionConfig(env: Pick<Env, "APP_ENV" | "SESSION_SECRET">): SessionConfig {
  const secret = env.SESSION_SECRET ?? "";
  const production = env.APP_ENV !== "development";
  if (production && isUnsafeSessionSecret(secret)) {
    throw new Error(
      "SESSION_SECRET must be set to at least 32 random characters (wrangler secret put SESSION_SECRET).",
    );
  }
  if (!secret) throw new Error("SESSION_SECRET is not set.");
  return { secret, secure: production };
}

export function sessionCookieName(config: SessionConfig): string {
  return config.secure ? "__Host-adrig_session" : "adrig_session";
}

function sign(token: string, secret: string): string {
  const encoder = new TextEncoder();
  return encodeBase64urlNoPadding(hmac(SHA256, encoder.encode(secret), encoder.encode(token)));
}

/** Cookie value `token.signature`; null when the signature does not match (tampered). */
export function unsignToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  try {
    const given = decodeBase64urlIgnorePadding(value.slice(dot + 1));
    const expected = decodeBase64urlIgnorePadding(sign(token, secret));
    return constantTimeEqual(given, expected) ? token : null;
  } catch {
    return null;
  }
}

export function sessionCookie(config: SessionConfig, token: string, expiresAt: Date): string {
  const value = `${token}.${sign(token, config.secret)}`;
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return serializeCookie(sessionCookieName(config), value, config.secure, maxAge);
}

/** The cookie that carries a new sign-in. */
export function signedInCookie(
  env: Pick<Env, "APP_ENV" | "SESSION_SECRET">,
  session: { token: string; cookieExpiresAt: Date },
): string {
  return sessionCookie(sessionConfig(env), session.token, session.cookieExpiresAt);
}

export function clearedSessionCookie(config: SessionConfig): string {
  return serializeCookie(sessionCookieName(config), "", config.secure, 0);
}

function serializeCookie(name: string, value: string, secure: boolean, maxAge: number): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** What proved more than a password at sign-in. */
export type SecondFactor = NonNullable<Session["secondFactor"]>;

export type NewSession = {
  token: string;
  cookieExpiresAt: Date;
  /** What proved more than a password at this sign-in (the security log names the way in). */
  secondFactor?: SecondFactor | null;
};

/** A new session: a fresh id at every sign-in. */
export async function createSession(
  db: Db,
  userId: string,
  now: Date,
  secondFactor: SecondFactor | null = null,
): Promise<NewSession> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db
    .insert(sessions)
    .values({ id: hashToken(token), userId, expiresAt, createdAt: now, lastUsedAt: now, secondFactor });
  return { token, cookieExpiresAt: new Date(now.getTime() + SESSION_IDLE_MS), secondFactor };
}

/** The session's last "Confirm it's you" (reauthentication.ts): when, and with what. */
export type Reauth = {
  at: Date;
  method: NonNullable<Session["reauthMethod"]>;
  /** The passkey that confirmed it, when one did. */
  passkeyId: string | null;
};

export type ValidatedSession = {
  user: User;
  sessionId: string;
  cookieExpiresAt: Date;
  renewed: boolean;
  /** How the sign-in went beyond a password (two-step verification or a passkey), or null. */
  secondFactor: SecondFactor | null;
  /** The last "Confirm it's you", however long ago, or null. */
  reauth: Reauth | null;
};

/**
 * Columns another part reads with the session, by the session's own statement (so a signed-in
 * page spends no round trip of its own on them): SQL over the session's user, such as the
 * header's counts. The page's frame composes them (app/frame/request-session.server.ts).
 */
export type SessionColumns<T extends Record<string, unknown>> = (user: typeof users) => { [K in keyof T]: SQL<T[K]> };

/**
 * The session's user, or null when the token is unknown, idle for 7 days or past its 30 days
 * (the row is deleted then). A use more than 5 minutes after the last one is recorded, and the
 * cookie renewed to 7 more days (never past the absolute end).
 */
export async function validateSessionToken<T extends Record<string, unknown> = Record<never, never>>(
  db: Db,
  token: string,
  now: Date,
  columns?: SessionColumns<T>,
): Promise<(ValidatedSession & { extras: T }) | null> {
  const sessionId = hashToken(token);
  const extra: Record<string, SQL<unknown>> = columns?.(users) ?? {};
  const selected = {
    user: users,
    expiresAt: sessions.expiresAt,
    createdAt: sessions.createdAt,
    lastUsedAt: sessions.lastUsedAt,
    secondFactor: sessions.secondFactor,
    reauthAt: sessions.reauthAt,
    reauthMethod: sessions.reauthMethod,
    reauthPasskeyId: sessions.reauthPasskeyId,
  };
  const [row] = await db
    .select({ ...selected, ...extra } as typeof selected)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) return null;
  const lastUsed = (row.lastUsedAt ?? row.createdAt).getTime();
  if (now.getTime() >= row.expiresAt.getTime() || now.getTime() - lastUsed >= SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return null;
  }
  const renewed = now.getTime() - lastUsed >= SESSION_TOUCH_MS;
  if (renewed) await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
  const idleEnd = (renewed ? now.getTime() : lastUsed) + SESSION_IDLE_MS;
  const cookieExpiresAt = new Date(Math.min(row.expiresAt.getTime(), idleEnd));
  const reauth =
    row.reauthAt && row.reauthMethod
      ? { at: row.reauthAt, method: row.reauthMethod, passkeyId: row.reauthPasskeyId ?? null }
      : null;
  return {
    user: row.user,
    sessionId,
    cookieExpiresAt,
    renewed,
    secondFactor: row.secondFactor ?? null,
    reauth,
    extras: Object.fromEntries(Object.keys(extra).map((key) => [key, (row as Record<string, unknown>)[key]])) as T,
  };
}

export async function invalidateSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** How many characters of a session's hash /account shows and posts back (never the token). */
const SESSION_ID_SHOWN = 12;
const SHOWN_ID = new RegExp(`^[0-9a-f]{${SESSION_ID_SHOWN}}$`);

/**
 * "Sign out" on one session of /account: ends the signed-in user's own session whose id starts
 * with `shownId` (the shortened hash the page lists), never this one. The user id is part of the
 * look-up, so a posted id alone reaches nobody else's session. Anything that is not exactly one
 * other live session of this user (garbage, another user's id, this session, one already ended)
 * is the same 404: the answer says nothing about sessions that are not theirs. Returns the ended
 * session's browser and place.
 */
export async function signOutSession(
  db: Db,
  userId: string,
  shownId: unknown,
  keepToken: string | null,
): Promise<{ browser: string | null; place: string | null }> {
  const gone = () => new UserFacingError(404, accountErrorText.sessionGone, "not_found");
  if (typeof shownId !== "string" || !SHOWN_ID.test(shownId)) throw gone();
  const keep = keepToken ? hashToken(keepToken) : "";
  const matches = await db
    .select({ id: sessions.id, browser: sessions.browser, place: sessions.place })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.id, keep),
        eq(sql`substr(${sessions.id}, 1, ${SESSION_ID_SHOWN})`, shownId),
      ),
    )
    .limit(2);
  // Two of one user's sessions sharing 48 bits of their hashes is not a case to guess about.
  if (matches.length !== 1) throw gone();
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, matches[0]!.id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (!ended) throw gone();
  // The ended session's browser and place, for the security log.
  return { browser: matches[0]!.browser, place: matches[0]!.place };
}

export type SessionSummary = {
  id: string;
  createdAt: Date;
  lastUsedAt: Date;
  current: boolean;
  browser: string | null;
  place: string | null;
};

/** The user's live sessions for /account, newest first; ids are shortened hashes, never tokens. */
export async function listUserSessions(
  db: Db,
  userId: string,
  currentToken: string | null,
  now: Date,
): Promise<SessionSummary[]> {
  const current = currentToken ? hashToken(currentToken) : "";
  const rows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt));
  return rows
    .filter(
      (r) =>
        r.expiresAt.getTime() > now.getTime() &&
        now.getTime() - (r.lastUsedAt ?? r.createdAt).getTime() < SESSION_IDLE_MS,
    )
    .map((r) => ({
      id: r.id.slice(0, SESSION_ID_SHOWN),
      createdAt: r.createdAt,
      lastUsedAt: r.lastUsedAt ?? r.createdAt,
      current: r.id === current,
      browser: r.browser,
      place: r.place,
    }));
}
