import { and, desc, eq, gt } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { loginFailures } from "~/.server/db/schema";
import { UserFacingError } from "~/.server/http/errors";
import { errorText } from "~/lib/ui-text";
import { hashAddress } from "./tokens";

/**
 * Failed password checks per e-mail address, in D1 (ASVS 2.2.1): at most 10 in any hour, then
 * password sign-in for that address is refused for at least 15 minutes and until the oldest of
 * those 10 is an hour old. Addresses are counted by their hash, whether or not an account uses
 * them, so a lock says nothing about which addresses have accounts. Wrong current passwords on
 * /account count the same way. A password reset, or a correct password, clears the count.
 *
 * Every failure is a row, so the window slides: the limit holds right after a lock ends too.
 */
export const MAX_FAILED_LOGINS = 10;
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;

export type LoginThrottle = {
  /** The address's key in `login_failures`. */
  addressHash: string;
  /** Failures still counted (within the last window and lock). */
  recentFailures: number;
};

/** When password sign-in for the address opens again, or null while it is open. */
function lockEnd(failures: readonly Date[]): number | null {
  if (failures.length < MAX_FAILED_LOGINS) return null;
  const newest = failures[0]!.getTime();
  const oldest = failures[MAX_FAILED_LOGINS - 1]!.getTime();
  // Ten failures spread over more than an hour never reached the limit.
  if (newest - oldest >= FAILURE_WINDOW_MS) return null;
  return Math.max(oldest + FAILURE_WINDOW_MS, newest + LOCK_MS);
}

/**
 * Refuses a locked address before any password is checked (429 with the seconds left), and
 * answers what the later steps need. Known and unknown addresses take the same path.
 */
export async function assertNotLocked(db: Db, email: string, now: Date): Promise<LoginThrottle> {
  const addressHash = hashAddress(email);
  // Older failures can no longer keep a lock (see lockEnd), so they are not read.
  const rows = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.addressHash, addressHash),
        gt(loginFailures.failedAt, new Date(now.getTime() - FAILURE_WINDOW_MS - LOCK_MS)),
      ),
    )
    .orderBy(desc(loginFailures.failedAt))
    .limit(MAX_FAILED_LOGINS);
  const end = lockEnd(rows.map((r) => r.failedAt));
  if (end !== null && end > now.getTime()) {
    const seconds = Math.ceil((end - now.getTime()) / 1000);
    throw new UserFacingError(429, errorText.accountLocked, "account_locked", undefined, seconds);
  }
  return { addressHash, recentFailures: rows.length };
}

/** Counts one wrong password for the address. */
export async function recordFailedLogin(db: Db, throttle: LoginThrottle, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ addressHash: throttle.addressHash, failedAt: now });
}

/** The statement that clears the address's count (after a correct password or a reset). */
export function clearFailedLogins(db: Db, email: string) {
  return db.delete(loginFailures).where(eq(loginFailures.addressHash, hashAddress(email)));
}
