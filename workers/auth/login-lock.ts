import { eq } from "drizzle-orm";
import { errorMessages } from "../../app/lib/messages";
import type { Db } from "../db/client";
import { users, type User } from "../db/schema";
import { UserFacingError } from "../http/errors";

/**
 * Failed logins per account, in D1 (DECISIONS "Accounts", ASVS 2.2.1): 10 failures within an
 * hour lock the account's logins for 15 minutes; a password reset lifts the lock.
 */
export const MAX_FAILED_LOGINS = 10;
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;

/** Refuses a locked account before its password is even checked. */
export function assertNotLocked(user: User, now: Date): void {
  if (user.lockedUntil && user.lockedUntil.getTime() > now.getTime()) {
    const seconds = Math.ceil((user.lockedUntil.getTime() - now.getTime()) / 1000);
    throw new UserFacingError(429, errorMessages.accountLocked, "account_locked", undefined, seconds);
  }
}

/** Counts one failure; the tenth within the hour locks the account and starts a new count. */
export async function recordFailedLogin(db: Db, user: User, now: Date): Promise<void> {
  const since = user.failedLoginsSince?.getTime() ?? 0;
  const inWindow = now.getTime() - since < FAILURE_WINDOW_MS;
  const failures = (inWindow ? user.failedLogins : 0) + 1;
  const locks = failures >= MAX_FAILED_LOGINS;
  await db
    .update(users)
    .set({
      failedLogins: locks ? 0 : failures,
      failedLoginsSince: inWindow && !locks ? user.failedLoginsSince : now,
      lockedUntil: locks ? new Date(now.getTime() + LOCK_MS) : user.lockedUntil,
    })
    .where(eq(users.id, user.id));
}

/** The fields that clear the count and any lock (after a good login or a password reset). */
export const CLEARED_LOGIN_FAILURES = { failedLogins: 0, failedLoginsSince: null, lockedUntil: null } as const;
