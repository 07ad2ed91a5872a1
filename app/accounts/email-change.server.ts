import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import {
  type EmailChange,
  emailChanges,
  emailTokens,
  loginFailures,
  pendingSignups,
  sessions,
  users,
} from "~/accounts/schema.server";
import type { Device } from "~/accounts/security-log";
import { site } from "~/content/site";
import { newsletterSubscribers } from "~/newsletter/schema.server";
import type { Db } from "~/platform/db/client.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { errorName, logEvent } from "~/platform/log.server";
import { queueMailOrDecoy } from "~/platform/mail/queue.server";
import { claimRecipientMail, type RecipientClaim } from "~/platform/mail/recipient-caps.server";
import {
  emailChangedMail,
  emailChangeLinkMail,
  emailChangeStartedMail,
  emailChangeTakenMail,
} from "~/platform/mail/templates.server";
import { enforceRateLimit } from "~/platform/rate-limit.server";
import { formatDateTime } from "~/ui/format";
import { errorText, fieldText } from "~/ui/ui-text";
import { generateToken, hashAddress, hashToken } from "../platform/tokens.server";
import type { AccountDeps } from "./deps.server";
import { requireRecentReauth } from "./reauthentication.server";
import { recordSecurityEvent } from "./security-log.server";
import type { SecurityContext } from "./security-settings.server";

/**
 * Changing the account's e-mail address (docs/accounts-and-security.md, "Changing the e-mail
 * address"):
 * - asked for on /account, after this session's "Confirm it's you"; a link goes to the NEW
 *   address (24 hours, single use) and the OLD address is told at once, with an undo link that
 *   works for 7 days;
 * - an address that already has an account (or a sign-up waiting) gets the same answer, and its
 *   owner a mail saying that nothing changed; no link exists for it, and the unique e-mail of
 *   `users` refuses a completion onto an account made meanwhile;
 * - nothing moves before the new address's owner opens the link and presses its button: then the
 *   account's address, its sign-in notices (they go to the account's address), its login-lock
 *   count and its newsletter subscription move, and every session but the one that asked ends;
 * - the undo link cancels a change still waiting, or puts the old address back; either way every
 *   session ends and the page tells the person to reset their password.
 * Only the SHA-256 of each link's token is stored. Opening a link (GET) spends nothing.
 */
const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** The undo link's life (site.yml, quoted by the privacy notice); the record goes with it. */
const EMAIL_CHANGE_UNDO_MS = site.retention.emailChangeUndoDays * 24 * 60 * 60 * 1000;

const EMAIL_CHANGE_CONFIRM_PATH = "/account/email/confirm";
const EMAIL_CHANGE_UNDO_PATH = "/account/email/undo";

/**
 * The undo link's token: signed for this one change and this one purpose with SESSION_SECRET, so
 * the completion can mail the same link again without the token ever being stored.
 */
function undoTokenOf(secret: string, changeId: string): string {
  const encoder = new TextEncoder();
  return encodeBase32LowerCaseNoPadding(
    hmac(SHA256, encoder.encode(secret), encoder.encode(`email-change-undo:${changeId}`)),
  );
}

function linkTo(deps: AccountDeps, path: string, token: string): string {
  const url = new URL(path, deps.origin);
  url.searchParams.set("token", token);
  return url.toString();
}

/** A change that waits for its link: neither completed, cancelled nor undone. */
const open = () =>
  and(isNull(emailChanges.completedAt), isNull(emailChanges.cancelledAt), isNull(emailChanges.undoneAt));

/** Whether an address is taken: an account uses it, or a sign-up for it waits for its link. */
async function isTaken(db: Db, email: string, now: Date): Promise<boolean> {
  const [row] = await db.all<{ taken: number }>(
    sql`select (exists (select 1 from ${users} where ${users.email} = ${email}) or exists (select 1 from ${pendingSignups} where ${pendingSignups.email} = ${email} and ${pendingSignups.expiresAt} > ${now.getTime()})) as taken`,
  );
  return Boolean(row?.taken);
}

/**
 * Asks for the change to `newEmail` (checked and lower-cased by the form's schema). Free, taken
 * and capped addresses run the same code: one lookup, one batch, two queued mails, and the same
 * answer.
 */
export async function requestEmailChange(ctx: SecurityContext, newEmail: string): Promise<void> {
  const { deps, user } = ctx;
  requireRecentReauth(ctx.reauth, deps.now());
  // Per account, a minute at a time; and below, per address, an hour and a day at a time.
  await enforceRateLimit(deps.limits.reset, `email-change:${user.id}`);
  if (newEmail === user.email) {
    throw new UserFacingError(400, fieldText.emailUnchanged, "email_unchanged", { email: fieldText.emailUnchanged });
  }
  const now = deps.now();
  // The account's own address is told of every request: its cap is the account's.
  const ownClaim = await claimRecipientMail(deps.db, "email-change", user.email, now);
  if (!ownClaim) throw new UserFacingError(429, errorText.emailChangeTooMany, "email_change_capped");
  const newClaim = await claimRecipientMail(deps.db, "email-change", newEmail, now);
  const taken = await isTaken(deps.db, newEmail, now);
  const id = crypto.randomUUID();
  const token = generateToken();
  const undoToken = undoTokenOf(deps.secret, id);
  const mailsLink = Boolean(newClaim) && !taken;
  const undoExpiresAt = new Date(now.getTime() + EMAIL_CHANGE_UNDO_MS);
  // One batch: an earlier change still waiting stops working as this one is recorded.
  await deps.db.batch([
    deps.db
      .update(emailChanges)
      .set({ cancelledAt: now })
      .where(and(eq(emailChanges.userId, user.id), open())),
    deps.db.insert(emailChanges).values({
      id,
      userId: user.id,
      oldEmail: user.email,
      newEmail,
      tokenHash: mailsLink ? hashToken(token) : null,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
      undoTokenHash: hashToken(undoToken),
      undoExpiresAt,
      sessionId: ctx.sessionToken ? hashToken(ctx.sessionToken) : null,
      createdAt: now,
    }),
  ]);
  // A queue that refuses leaves nothing behind: the row goes and the slots come back (503).
  const undo = async () => {
    await releaseAll([ownClaim, newClaim]);
    await deps.db.delete(emailChanges).where(eq(emailChanges.id, id));
  };
  const toNew = !newClaim
    ? null
    : taken
      ? emailChangeTakenMail(newEmail)
      : emailChangeLinkMail(newEmail, user.name, linkTo(deps, EMAIL_CHANGE_CONFIRM_PATH, token));
  await queueMailOrDecoy(deps.mailer, toNew, undo);
  await queueMailOrDecoy(
    deps.mailer,
    emailChangeStartedMail(
      user.email,
      user.name,
      {
        newEmail,
        undoUntil: formatDateTime(undoExpiresAt.toISOString()),
        at: formatDateTime(now.toISOString()),
        ...ctx.device,
      },
      linkTo(deps, EMAIL_CHANGE_UNDO_PATH, undoToken),
    ),
    undo,
  );
  // Never the addresses, never whether the new one was taken.
  logEvent("info", "email_change_requested", {});
}

async function releaseAll(claims: (RecipientClaim | null)[]): Promise<void> {
  for (const claim of claims) await claim?.release();
}

/** The change waiting for this account's new address, for /account and "Download my data". */
export async function pendingEmailChange(
  db: Db,
  userId: string,
  now: Date,
): Promise<Pick<EmailChange, "newEmail" | "createdAt" | "expiresAt"> | null> {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail, createdAt: emailChanges.createdAt, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), open(), gt(emailChanges.expiresAt, now)))
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  return row ?? null;
}

const invalidLink = () => new UserFacingError(400, errorText.emailChangeLinkInvalid, "invalid_token");

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

/** What the completion page needs: where to go next. */
export type EmailChangeCompleted = {
  /** Whether the session of this request is the one that asked, and so still signed in. */
  keptThisSession: boolean;
};

/**
 * Completes the change from the link mailed to the new address. One batch (a D1 transaction):
 * the link is spent only while the change waits, is unexpired and the account still has the old
 * address; every other statement runs only if that spend happened (the `spent` guard). The unique
 * e-mail of `users` refuses an address an account took meanwhile, and then nothing happens.
 */
export async function completeEmailChange(
  deps: AccountDeps,
  token: string,
  requestSession: string | null,
  device: Device | null,
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
  const subscriptionOf = (email: string) =>
    sql`exists (select 1 from ${newsletterSubscribers} where ${newsletterSubscribers.email} = ${email})`;
  // The subscription moves when the old address has one and the new address none of its own.
  const movesSubscription = sql`(${subscriptionOf(change.oldEmail)} and not ${subscriptionOf(change.newEmail)})`;
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
      db
        .update(newsletterSubscribers)
        .set({ email: change.newEmail })
        .where(and(eq(newsletterSubscribers.email, change.oldEmail), spent, movesSubscription)),
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
        throw new UserFacingError(409, errorText.emailChangeTaken, "email_taken");
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
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, change.userId)).limit(1);
  // The old address hears that it was done, with the same undo link (a refused queue costs the notice only).
  try {
    await deps.mailer.send(
      emailChangedMail(
        change.oldEmail,
        user?.name ?? "",
        {
          newEmail: change.newEmail,
          at: formatDateTime(now.toISOString()),
          undoUntil: formatDateTime(change.undoExpiresAt.toISOString()),
        },
        linkTo(deps, EMAIL_CHANGE_UNDO_PATH, undoTokenOf(deps.secret, change.id)),
      ),
    );
  } catch (err) {
    logEvent("error", "email_changed_notice_failed", { error: errorName(err) });
  }
  const keptThisSession = Boolean(requestSession && change.sessionId === hashToken(requestSession));
  return { keptThisSession };
}

/** The change behind an undo link that would still work (the page shows it; spends nothing). */
export async function findEmailChangeToUndo(
  db: Db,
  token: string,
  now: Date,
): Promise<Pick<EmailChange, "oldEmail" | "newEmail" | "completedAt" | "cancelledAt"> | null> {
  if (!token) return null;
  const [row] = await db
    .select({
      oldEmail: emailChanges.oldEmail,
      newEmail: emailChanges.newEmail,
      completedAt: emailChanges.completedAt,
      cancelledAt: emailChanges.cancelledAt,
    })
    .from(emailChanges)
    .where(undoable(hashToken(token), now))
    .limit(1);
  return row ?? null;
}

const undoable = (undoTokenHash: string, now: Date) =>
  and(
    eq(emailChanges.undoTokenHash, undoTokenHash),
    isNull(emailChanges.undoneAt),
    gt(emailChanges.undoExpiresAt, now),
  );

/**
 * Undoes a change from the link mailed to the old address, once, within 7 days. One batch: the
 * link is spent; every change of the account still waiting is cancelled; a completed change puts
 * the old address back (with the subscription it moved and the login-lock count); unused reset
 * links (mailed to the other address) die; every session ends. An account that took the old
 * address meanwhile makes the batch fail as a whole (409), and nothing is spent.
 */
export async function undoEmailChange(deps: AccountDeps, token: string, device: Device | null): Promise<void> {
  const now = deps.now();
  if (!token) throw invalidLink();
  const undoTokenHash = hashToken(token);
  const [change] = await deps.db.select().from(emailChanges).where(undoable(undoTokenHash, now)).limit(1);
  if (!change) throw invalidLink();
  const { db } = deps;
  const spent = sql`exists (select 1 from ${emailChanges} where ${emailChanges.id} = ${change.id} and ${emailChanges.undoneAt} = ${now.getTime()})`;
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
            db
              .update(users)
              .set({ email: change.oldEmail, updatedAt: now })
              .where(and(eq(users.id, change.userId), ne(users.email, change.oldEmail), spent)),
            db
              .update(newsletterSubscribers)
              .set({ email: change.oldEmail })
              .where(
                and(
                  eq(newsletterSubscribers.email, change.newEmail),
                  sql`${change.newsletterMoved ? 1 : 0} = 1`,
                  sql`not exists (select 1 from ${newsletterSubscribers} where ${newsletterSubscribers.email} = ${change.oldEmail})`,
                  spent,
                ),
              ),
            db
              .update(loginFailures)
              .set({ addressHash: hashAddress(change.oldEmail) })
              .where(and(eq(loginFailures.addressHash, hashAddress(change.newEmail)), spent)),
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
      if (other) throw new UserFacingError(409, errorText.emailChangeUndoTaken, "email_taken");
      throw err;
    });
  if ((results[0] as { id: string }[]).length === 0) throw invalidLink();
  logEvent("info", "email_change_undone", { completed: Boolean(change.completedAt) });
  await recordSecurityEvent(db, {
    userId: change.userId,
    kind: "email-change-undone",
    detail: change.oldEmail,
    device,
    at: now,
  });
}

/** For "Download my data": the change waiting for the new address, if any (never a token). */
export async function emailChangeForExport(db: Db, userId: string, now: Date) {
  const pending = await pendingEmailChange(db, userId, now);
  return (
    pending && {
      newAddress: pending.newEmail,
      requestedAt: pending.createdAt.toISOString(),
      linkExpiresAt: pending.expiresAt.toISOString(),
    }
  );
}
