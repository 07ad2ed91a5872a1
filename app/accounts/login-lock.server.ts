import { eq, sql } from "drizzle-orm";
import { loginFailures } from "~/accounts/schema.server";
import { accountErrorText } from "~/accounts/texts";
import type { Db } from "~/platform/db/client.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { hashAddress } from "../platform/tokens.server";

/**
 * Failed password checks per e-mail address, in D1 (ASVS 2.2.1): at most 10 in any hour, then
 * password sign-in for that address is refused for at least 15 minutes and until the oldest of
 * those 10 is an hour old. Addresses are counted by their hash, whether or not an account uses
 * them, so a lock says nothing about which addresses have accounts. Wrong current passwords on
 * /account count the same way. A password reset, or a correct password, clears the count.
 *
 * Every failure is a row, so the window slides: the limit holds right after a lock ends too. Each
 * password check writes its row before the password is checked (takePasswordAttempt), so the
 * limit holds for parallel requests as well (docs/accounts-and-security.md).
 */
export const MAX_FAILED_LOGINS = 10;
const FAILURE_WINDOW_MS = 60 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;

/** A password check in progress: its attempt is counted as a failure until it succeeds. */
export type PasswordAttempt = {
  /** The address's key in `login_failures`. */
  addressHash: string;
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

/** The address's newest failures that can still keep a lock (see lockEnd), newest first, as SQL. */
function recentFailures(addressHash: string, now: Date) {
  const since = now.getTime() - FAILURE_WINDOW_MS - LOCK_MS;
  return sql`select ${loginFailures.failedAt} as failed_at from ${loginFailures} where ${loginFailures.addressHash} = ${addressHash} and ${loginFailures.failedAt} > ${since} order by ${loginFailures.failedAt} desc limit ${MAX_FAILED_LOGINS}`;
}

/** The refusal of a locked address: 429 with the seconds until it opens. */
async function lockedError(db: Db, addressHash: string, now: Date): Promise<UserFacingError> {
  const rows = await db.all<{ failed_at: number }>(recentFailures(addressHash, now));
  const end = lockEnd(rows.map((r) => new Date(r.failed_at))) ?? now.getTime() + 1000;
  const seconds = Math.max(1, Math.ceil((end - now.getTime()) / 1000));
  return new UserFacingError(429, accountErrorText.accountLocked, "account_locked", undefined, seconds);
}

/**
 * Takes a password attempt for the address before any password is checked, or refuses a locked
 * address (429 with the seconds left). The lock rule (lockEnd, in SQL) and the attempt's row are
 * one statement: a conditional insert, so parallel requests can never check more passwords than
 * the limit allows. The row counts as a failure unless `passwordAccepted` follows. Known and
 * unknown addresses take the same path.
 */
export async function takePasswordAttempt(db: Db, email: string, now: Date): Promise<PasswordAttempt> {
  const addressHash = hashAddress(email);
  const [taken] = await db.all<{ id: number }>(sql`
    insert into ${loginFailures} (address_hash, failed_at)
    select ${addressHash}, ${now.getTime()}
    where not exists (
      select 1 from (
        select count(*) as n, max(failed_at) as newest, min(failed_at) as oldest
        from (${recentFailures(addressHash, now)})
      )
      where n >= ${MAX_FAILED_LOGINS}
        and newest - oldest < ${FAILURE_WINDOW_MS}
        and max(oldest + ${FAILURE_WINDOW_MS}, newest + ${LOCK_MS}) > ${now.getTime()}
    )
    returning id`);
  if (!taken) throw await lockedError(db, addressHash, now);
  return { addressHash };
}

/** A right password: the address's count is cleared, this attempt with it. */
export async function passwordAccepted(db: Db, attempt: PasswordAttempt): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.addressHash, attempt.addressHash));
}

/** The statement that clears the address's count (after a correct password or a reset). */
export function clearFailedLogins(db: Db, email: string) {
  return db.delete(loginFailures).where(eq(loginFailures.addressHash, hashAddress(email)));
}
