import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { readCookie } from "~/platform/http/cookies.server";

/**
 * D1 read replication through the Sessions API (docs/decisions/021-d1-sessions.md). Every piece of
 * work the Worker does (a request, a queue batch, a cron run, an inbound mail) opens ONE D1 session
 * here, and everything downstream gets it as `env.DB`, so `createDb(env.DB)` anywhere in the app
 * reads and writes through it:
 *
 * - a request without a bookmark starts `first-unconstrained`: the nearest replica answers;
 * - a request with the visitor's bookmark cookie starts from it, so a person always reads their
 *   own writes, even on another replica (sequential consistency per visitor);
 * - an answer after a write carries the new bookmark (`adrig_d1`), signed so that a tampered
 *   cookie is ignored, never trusted, and never an error;
 * - the queue consumer, the cron and inbound mail start `first-primary`: they act on what staff
 *   and clients just did, and nobody's bookmark travels with them.
 */
const BOOKMARK_COOKIE = "adrig_d1";
/** A bookmark outlives no session: a week, like the session's idle end. */
const BOOKMARK_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** What D1 hands out: `00000000-0000000e-00000000-<32 hex>` (term, frame, ..., hash). */
const BOOKMARK_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
/** Statements that only read; anything else (insert, update, delete, ...) is a write. */
const READ_ONLY = /^\s*(select|pragma|explain)\b/i;

export type DatabaseSession = {
  /** The session as a D1 binding, for `env.DB`. */
  binding: D1Database;
  /** Whether any statement of this session changed data. */
  wrote: () => boolean;
  /** The bookmark after the last statement, or null before the first. */
  bookmark: () => string | null;
};

/**
 * A D1 session dressed as the binding Drizzle and our code take: `prepare` and `batch` go through
 * the session (which tracks the bookmark); `exec`, `dump` and `withSession` have no place inside a
 * request and refuse.
 */
function openDatabaseSession(d1: D1Database, start: D1SessionBookmark | D1SessionConstraint): DatabaseSession {
  const session = d1.withSession(start);
  let wrote = false;
  const refuse = (what: string) => () => {
    throw new Error(`D1 ${what} is not available inside a D1 session`);
  };
  const binding = {
    prepare(query: string) {
      if (!READ_ONLY.test(query)) wrote = true;
      return session.prepare(query);
    },
    batch: <T>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    exec: refuse("exec"),
    dump: refuse("dump"),
    withSession: refuse("withSession"),
  } as unknown as D1Database;
  return { binding, wrote: () => wrote, bookmark: () => session.getBookmark() };
}

/**
 * The Worker's bindings with `DB` replaced by the session. The rest is read through the prototype:
 * copying the bindings object (a spread) cost about 2% of a signed-in page's CPU in the profile.
 */
export function withDatabase(env: Env, session: DatabaseSession): Env {
  return Object.create(env, { DB: { value: session.binding, enumerable: true } }) as Env;
}

/** Background work (queue, cron, inbound mail): the primary, where the latest writes are. */
export function primaryEnv(env: Env): Env {
  return withDatabase(env, openDatabaseSession(env.DB, "first-primary"));
}

function signature(bookmark: string, secret: string): string {
  const encoder = new TextEncoder();
  return encodeBase64urlNoPadding(hmac(SHA256, encoder.encode(secret), encoder.encode(`d1-bookmark:${bookmark}`)));
}

/** The bookmark the visitor's cookie carries, if it is well-formed and ours; otherwise null. */
function bookmarkFrom(request: Request, secret: string): string | null {
  const value = readCookie(request, BOOKMARK_COOKIE);
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  const bookmark = value.slice(0, dot);
  if (dot <= 0 || !BOOKMARK_SHAPE.test(bookmark)) return null;
  try {
    const given = decodeBase64urlIgnorePadding(value.slice(dot + 1));
    const expected = decodeBase64urlIgnorePadding(signature(bookmark, secret));
    return constantTimeEqual(given, expected) ? bookmark : null;
  } catch {
    return null;
  }
}

/** A request's session: from the visitor's bookmark, or the nearest replica. */
export function openRequestSession(request: Request, env: Pick<Env, "DB" | "SESSION_SECRET">): DatabaseSession {
  return openDatabaseSession(env.DB, bookmarkFrom(request, env.SESSION_SECRET ?? "") ?? "first-unconstrained");
}

/** The Set-Cookie for an answer after a write, or null when nothing was written. */
export function bookmarkCookie(session: DatabaseSession, env: Pick<Env, "APP_ENV" | "SESSION_SECRET">): string | null {
  const bookmark = session.bookmark();
  if (!session.wrote() || !bookmark || !BOOKMARK_SHAPE.test(bookmark)) return null;
  const secure = env.APP_ENV !== "development";
  const value = `${bookmark}.${signature(bookmark, env.SESSION_SECRET ?? "")}`;
  return `${BOOKMARK_COOKIE}=${value}; Path=/; Max-Age=${BOOKMARK_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
