import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions, users, type User } from "../db/schema";
import { generateToken, hashToken } from "./tokens";

/**
 * Sessions (DECISIONS "Accounts", after Lucia): a random token in an HttpOnly cookie, signed with
 * SESSION_SECRET; D1 stores only its SHA-256. 30-day sliding expiry, renewed when under 15 days remain.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY_MS;
export const SESSION_RENEW_BEFORE_MS = 15 * DAY_MS;

export type SessionConfig = {
  secret: string;
  /** Secure cookie with the __Host- prefix; off only in local development (plain http). */
  secure: boolean;
};

const DEV_SECRET_PREFIX = "dev-only";

/** The cookie settings for this environment; production refuses a missing, short or dev secret. */
export function sessionConfig(env: Pick<Env, "APP_ENV" | "SESSION_SECRET">): SessionConfig {
  const secret = env.SESSION_SECRET ?? "";
  const production = env.APP_ENV !== "development";
  if (production && (secret.length < 32 || secret.startsWith(DEV_SECRET_PREFIX))) {
    throw new Error("SESSION_SECRET must be set to at least 32 random characters (wrangler secret put SESSION_SECRET).");
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
export function signedInCookie(env: Pick<Env, "APP_ENV" | "SESSION_SECRET">, session: { token: string; expiresAt: Date }): string {
  return sessionCookie(sessionConfig(env), session.token, session.expiresAt);
}

export function clearedSessionCookie(config: SessionConfig): string {
  return serializeCookie(sessionCookieName(config), "", config.secure, 0);
}

function serializeCookie(name: string, value: string, secure: boolean, maxAge: number): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export async function createSession(db: Db, userId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

export type ValidatedSession = { user: User; sessionId: string; expiresAt: Date; renewed: boolean };

/** The session's user, renewing the expiry when under 15 days remain; null if unknown or expired. */
export async function validateSessionToken(db: Db, token: string, now: Date): Promise<ValidatedSession | null> {
  const sessionId = hashToken(token);
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return null;
  }
  if (row.expiresAt.getTime() - now.getTime() < SESSION_RENEW_BEFORE_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
    return { user: row.user, sessionId, expiresAt, renewed: true };
  }
  return { user: row.user, sessionId, expiresAt: row.expiresAt, renewed: false };
}

export async function invalidateSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export async function invalidateUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
