import { and, desc, eq, gt, isNotNull, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { emailChangedMail, emailChangeUndoneMail } from "~/accounts/mails.server";
import { type EmailChange, emailChanges, emailTokens, loginFailures, sessions, users } from "~/accounts/schema.server";
import type { Device } from "~/accounts/security-log";
import { accountErrorText } from "~/accounts/texts";
import type { Db } from "~/platform/db/client.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { errorName, logEvent } from "~/platform/log.server";
import { formatDateTime } from "~/ui/format";
import { hashAddress, hashToken } from "../platform/tokens.server";
import type { AccountDeps } from "./deps.server";
import { EMAIL_CHANGE_UNDO_PATH, isTaken, linkTo, open, undoTokenOf } from "./email-change-rules.server";
import type { AddressFollower } from "./personal-data.server";
import { securityEventSentence } from "./security-log";
import { listFactorsAdded, recordSecurityEvent } from "./security-log.server";

/**
 * The two links of a change of e-mail address (app/accounts/email-change.server.ts): the one to the
 * new address completes it, the one to the old address undoes it.
 */

const invalidLink = () => new UserFacingError(400, accountErrorText.emailChangeLinkInvalid, "invalid_token");

/** The change behind a completion link that would still work (the page shows it; spends nothing). */
export async function findEmailChangeToComplete(
  db: Db,
  token: string,
  now: Date,
): Promise<Pick<EmailChange, "newEmail"> | null> {
  if (!token) return null;
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.tokenHash, hashToken(token)), open(), gt(emailChanges.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** What the completion page needs: the address now in use, and where to go next. */
export type EmailChangeCompleted = {
  newEmail: string;
  /** Whether the session of this request is the one that asked, and so still signed in. */
  keptThisSession: boolean;
};

/**
 * Completes the change from the link mailed to the new address. One batch (a D1 transaction):
 * the link is spent only while the change waits, is unexpired and the account still has the old
 * address; every other statement runs only if that spend happened (the `spent` guard). The unique
 * e-mail of `users` refuses an address an account took meanwhile, and then nothing happens.
 * `follower` is another domain's row that moves with the address (the newsletter subscription).
 */
export async function completeEmailChange(
  deps: AccountDeps,
  token: string,
  requestSession: string | null,
  device: Device | null,
  follower: AddressFollower,
): Promise<EmailChangeCompleted> {
  const now = deps.now();
  if (!token) throw invalidLink();
  const tokenHash = hashToken(token);
  const [change] = await deps.db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.tokenHash, tokenHash), open(), gt(emailChanges.expiresAt, now)))
    .limit(1);
  if (!change) throw invalidLink();
  const { db } = deps;
  const spent = sql`exists (select 1 from ${emailChanges} where ${emailChanges.id} = ${change.id} and ${emailChanges.completedAt} = ${now.getTime()})`;
  // The subscription moves when the old address has one and the new address none of its own.
  const movesSubscription = follower.moves(change.oldEmail, change.newEmail);
  const results = await db
    .batch([
      db
        .update(emailChanges)
        .set({ completedAt: now })
        .where(
          and(
            eq(emailChanges.id, change.id),
            open(),
            gt(emailChanges.expiresAt, now),
            sql`exists (select 1 from ${users} where ${users.id} = ${change.userId} and ${users.email} = ${change.oldEmail})`,
          ),
        )
        .returning({ id: emailChanges.id }),
      db
        .update(emailChanges)
        .set({ newsletterMoved: true })
        .where(and(eq(emailChanges.id, change.id), spent, movesSubscription)),
      follower.move(db, change.oldEmail, change.newEmail, and(spent, movesSubscription) as SQL),
      db
        .update(users)
        .set({ email: change.newEmail, emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, change.userId), eq(users.email, change.oldEmail), spent)),
      // Every session but the one that asked (none, if it has ended) signs in again.
      db
        .delete(sessions)
        .where(and(eq(sessions.userId, change.userId), ne(sessions.id, change.sessionId ?? ""), spent)),
      // Reset links mailed to the old address no longer reach the account's owner.
      db.delete(emailTokens).where(and(eq(emailTokens.userId, change.userId), isNull(emailTokens.usedAt), spent)),
      // The password's failed attempts follow the account: a change is no way round a lock.
      db
        .update(loginFailures)
        .set({ addressHash: hashAddress(change.newEmail) })
        .where(and(eq(loginFailures.addressHash, hashAddress(change.oldEmail)), spent)),
    ])
    .catch(async (err: unknown) => {
      if (await isTaken(db, change.newEmail, now)) {
        // An account took the address after the request: this change can never complete.
        await db
          .update(emailChanges)
          .set({ cancelledAt: now })
          .where(and(eq(emailChanges.id, change.id), open()));
        throw new UserFacingError(409, accountErrorText.emailChangeTaken, "email_taken");
      }
      throw err;
    });
  if ((results[0] as { id: string }[]).length === 0) throw invalidLink();
  logEvent("info", "email_change_completed", {});
  await recordSecurityEvent(db, {
    userId: change.userId,
    kind: "email-changed",
    detail: change.newEmail,
    device,
    at: now,
  });
  const [user] = await db
    .select({ name: users.name, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, change.userId))
    .limit(1);
  const zone = user?.timeZone;
  // The old address hears that it was done, with the same undo link (a refused queue costs the notice only).
  try {
    await deps.mailer.send(
      emailChangedMail(
        change.oldEmail,
        user?.name ?? "",
        {
          newEmail: change.newEmail,
          at: formatDateTime(now.toISOString(), { zone }),
          undoUntil: formatDateTime(change.undoExpiresAt.toISOString(), { zone }),
        },
        linkTo(deps, EMAIL_CHANGE_UNDO_PATH, undoTokenOf(deps.secret, change.id)),
      ),
    );
  } catch (err) {
    logEvent("error", "email_changed_notice_failed", { error: errorName(err) });
  }
  const keptThisSession = Boolean(requestSession && change.sessionId === hashToken(requestSession));
  return { newEmail: change.newEmail, keptThisSession };
}

/** The change behind an undo link that would still work (the page shows it; spends nothing). */
export async function findEmailChangeToUndo(db: Db, token: string, now: Date): Promise<UndoableChange | null> {
  if (!token) return null;
  const [row] = await db
    .select({
      oldEmail: emailChanges.oldEmail,
      newEmail: emailChanges.newEmail,
      completedAt: emailChanges.completedAt,
      cancelledAt: emailChanges.cancelledAt,
      currentEmail: users.email,
    })
    .from(emailChanges)
    .innerJoin(users, eq(users.id, emailChanges.userId))
    .where(undoable(hashToken(token), now))
    .limit(1);
  return row ?? null;
}

type UndoableChange = Pick<EmailChange, "oldEmail" | "newEmail" | "completedAt" | "cancelledAt"> & {
  /** The account's address now. */
  currentEmail: string;
};

/**
 * Where a change behind a working undo link stands, as its page tells it: "made" (the new address
 * is in use), "moved-on" (made, and the address changed again since: undo only signs everyone
 * out), "waiting" (not confirmed yet) or "ended" (cancelled, or replaced by a later request).
 */
export function undoState(change: UndoableChange): "made" | "moved-on" | "waiting" | "ended" {
  if (change.completedAt) return change.currentEmail === change.newEmail ? "made" : "moved-on";
  return change.cancelledAt ? "ended" : "waiting";
}

const undoable = (undoTokenHash: string, now: Date) =>
  and(
    eq(emailChanges.undoTokenHash, undoTokenHash),
    isNull(emailChanges.undoneAt),
    gt(emailChanges.undoExpiresAt, now),
  );

/**
 * What an undo did: "undone" (the account's address is the old one again: put back, or the change
 * never made) or "signed-out" (the address has moved on since this change, a → b → c: it stays,
 * and the link only signed every session out).
 */
export type EmailChangeUndoOutcome = "undone" | "signed-out";

/**
 * Undoes a change from the link mailed to the old address, once, within 7 days. One batch: the
 * link is spent; every change of the account still waiting is cancelled; a completed change puts
 * the old address back (with the subscription it moved and the login-lock count), but only while
 * the account's address is still the one this change set: after a later change (a → b → c) the
 * first change's link no longer brings a back. Either way unused reset links (mailed to the other
 * address) die and every session ends. An account that took the old address meanwhile makes the
 * batch fail as a whole (409), and nothing is spent. Then the account's address is told, with the
 * ways in added since the change was asked for, so its owner can remove what an intruder added.
 */
export async function undoEmailChange(
  deps: AccountDeps,
  token: string,
  device: Device | null,
  follower: AddressFollower,
): Promise<EmailChangeUndoOutcome> {
  const now = deps.now();
  if (!token) throw invalidLink();
  const undoTokenHash = hashToken(token);
  const [change] = await deps.db.select().from(emailChanges).where(undoable(undoTokenHash, now)).limit(1);
  if (!change) throw invalidLink();
  const { db } = deps;
  const spent = sql`exists (select 1 from ${emailChanges} where ${emailChanges.id} = ${change.id} and ${emailChanges.undoneAt} = ${now.getTime()})`;
  // Only while the address is still the one this change set; read in the batch, before the address moves.
  const restores = and(
    spent,
    sql`exists (select 1 from ${users} where ${users.id} = ${change.userId} and ${users.email} = ${change.newEmail})`,
  ) as SQL;
  const results = await db
    .batch([
      db
        .update(emailChanges)
        .set({ undoneAt: now })
        .where(and(eq(emailChanges.id, change.id), undoable(undoTokenHash, now)))
        .returning({ id: emailChanges.id }),
      db
        .update(emailChanges)
        .set({ cancelledAt: now })
        .where(and(eq(emailChanges.userId, change.userId), open(), spent)),
      ...(change.completedAt
        ? [
            follower.move(
              db,
              change.newEmail,
              change.oldEmail,
              and(
                sql`${change.newsletterMoved ? 1 : 0} = 1`,
                follower.moves(change.newEmail, change.oldEmail),
                restores,
              ) as SQL,
            ),
            db
              .update(loginFailures)
              .set({ addressHash: hashAddress(change.oldEmail) })
              .where(and(eq(loginFailures.addressHash, hashAddress(change.newEmail)), restores)),
            db
              .update(users)
              .set({ email: change.oldEmail, updatedAt: now })
              .where(and(eq(users.id, change.userId), eq(users.email, change.newEmail), spent)),
          ]
        : []),
      db.delete(emailTokens).where(and(eq(emailTokens.userId, change.userId), isNull(emailTokens.usedAt), spent)),
      db.delete(sessions).where(and(eq(sessions.userId, change.userId), spent)),
    ])
    .catch(async (err: unknown) => {
      const [other] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, change.oldEmail), ne(users.id, change.userId)))
        .limit(1);
      if (other) throw new UserFacingError(409, accountErrorText.emailChangeUndoTaken, "email_taken");
      throw err;
    });
  if ((results[0] as { id: string }[]).length === 0) throw invalidLink();
  const [account] = await db
    .select({ email: users.email, name: users.name, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, change.userId))
    .limit(1);
  const outcome: EmailChangeUndoOutcome = account?.email === change.oldEmail ? "undone" : "signed-out";
  logEvent("info", "email_change_undone", { completed: Boolean(change.completedAt), outcome });
  await recordSecurityEvent(db, {
    userId: change.userId,
    kind: outcome === "undone" ? "email-change-undone" : "email-change-undo-signed-out",
    detail: outcome === "undone" ? change.oldEmail : null,
    device,
    at: now,
  });
  if (account) await notifyUndone(deps, account, change, outcome, now);
  return outcome;
}

/**
 * "The change of your ADRIG e-mail address was undone" (or, when the address had moved on, "Every
 * session … was signed out") to the account's address after the undo, listing the passkeys,
 * two-step verification and recovery codes added since the change was asked for. A refused queue
 * costs the notice only: the undo is made.
 */
async function notifyUndone(
  deps: AccountDeps,
  account: { email: string; name: string; timeZone: string | null },
  change: EmailChange,
  outcome: EmailChangeUndoOutcome,
  now: Date,
): Promise<void> {
  const added = await listFactorsAdded(deps.db, change.userId, change.createdAt, now);
  try {
    await deps.mailer.send(
      emailChangeUndoneMail(
        account.email,
        account.name,
        {
          outcome,
          oldEmail: change.oldEmail,
          newEmail: change.newEmail,
          requestedAt: formatDateTime(change.createdAt.toISOString(), { zone: account.timeZone }),
          at: formatDateTime(now.toISOString(), { zone: account.timeZone }),
        },
        added.map((event) => ({
          what: securityEventSentence(event),
          at: formatDateTime(event.at, { zone: account.timeZone }),
          browser: event.browser ?? "",
          place: event.place,
        })),
        {
          account: new URL("/account", deps.origin).toString(),
          reset: new URL("/forgot-password", deps.origin).toString(),
        },
      ),
    );
  } catch (err) {
    logEvent("error", "email_change_undone_notice_failed", { error: errorName(err) });
  }
}

/**
 * What /account's "E-mail address" shows of the account's changes, in one statement: the change
 * waiting for its link, and the last change undone within its 7 days with the ways in added from
 * its request until its undo (so its owner can remove what an intruder added; one more statement
 * only then).
 */
export async function emailChangesForAccountPage(db: Db, userId: string, now: Date) {
  const waiting = and(open(), gt(emailChanges.expiresAt, now));
  const undone = and(isNotNull(emailChanges.undoneAt), gt(emailChanges.undoExpiresAt, now));
  const rows = await db
    .select({
      newEmail: emailChanges.newEmail,
      createdAt: emailChanges.createdAt,
      expiresAt: emailChanges.expiresAt,
      undoneAt: emailChanges.undoneAt,
    })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), or(waiting, undone)))
    .orderBy(desc(emailChanges.createdAt));
  const pending = rows.find((row) => !row.undoneAt) ?? null;
  const last = rows.filter((row) => row.undoneAt).sort((a, b) => Number(b.undoneAt) - Number(a.undoneAt))[0];
  return {
    pending: pending && { newEmail: pending.newEmail, expiresAt: pending.expiresAt.toISOString() },
    undone: last?.undoneAt
      ? {
          newEmail: last.newEmail,
          requestedAt: last.createdAt.toISOString(),
          undoneAt: last.undoneAt.toISOString(),
          factorsAdded: await listFactorsAdded(db, userId, last.createdAt, last.undoneAt),
        }
      : null,
  };
}
