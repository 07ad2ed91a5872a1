import { and, desc, eq, gt } from "drizzle-orm";
import {
  accountCappedMails,
  emailChangeLinkMail,
  emailChangeStartedMail,
  emailChangeTakenMail,
} from "~/accounts/mails.server";
import { type EmailChange, emailChanges } from "~/accounts/schema.server";
import { accountErrorText, accountFieldText } from "~/accounts/texts";
import type { Db } from "~/platform/db/client.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { logEvent } from "~/platform/log.server";
import { queueMailOrDecoy } from "~/platform/mail/queue.server";
import { claimRecipientMail, type RecipientClaim } from "~/platform/mail/recipient-caps.server";
import { enforceRateLimit } from "~/platform/rate-limit.server";
import { formatDateTime } from "~/ui/format";
import { generateToken, hashToken } from "../platform/tokens.server";
import {
  EMAIL_CHANGE_CONFIRM_PATH,
  EMAIL_CHANGE_TTL_MS,
  EMAIL_CHANGE_UNDO_MS,
  EMAIL_CHANGE_UNDO_PATH,
  isTaken,
  linkTo,
  open,
  undoTokenOf,
} from "./email-change-rules.server";
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
    throw new UserFacingError(400, accountFieldText.emailUnchanged, "email_unchanged", {
      email: accountFieldText.emailUnchanged,
    });
  }
  const now = deps.now();
  // The account's own address is told of every request: its cap is the account's.
  const ownClaim = await claimRecipientMail(deps.db, accountCappedMails.emailChange, user.email, now);
  if (!ownClaim) throw new UserFacingError(429, accountErrorText.emailChangeTooMany, "email_change_capped");
  const newClaim = await claimRecipientMail(deps.db, accountCappedMails.emailChange, newEmail, now);
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
        undoUntil: formatDateTime(undoExpiresAt.toISOString(), { zone: ctx.timeZone }),
        at: formatDateTime(now.toISOString(), { zone: ctx.timeZone }),
        ...ctx.device,
      },
      linkTo(deps, EMAIL_CHANGE_UNDO_PATH, undoToken),
    ),
    undo,
  );
  // Never the addresses, never whether the new one was taken.
  logEvent("info", "email_change_requested", {});
  // The same event whether or not the address is taken; its failure is logged, never thrown.
  await recordSecurityEvent(deps.db, {
    userId: user.id,
    kind: "email-change-requested",
    detail: maskedAddress(newEmail),
    device: ctx.device,
    at: now,
  });
}

/**
 * "n…@example.com": enough for the owner to recognise an address in the security log, which keeps
 * it a year, while an address nobody has proven (a typo, a stranger's) is not kept whole.
 */
function maskedAddress(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, 1)}…${email.slice(at)}`;
}

async function releaseAll(claims: (RecipientClaim | null)[]): Promise<void> {
  for (const claim of claims) await claim?.release();
}

/**
 * The change waiting for this account's new address, for "Download my data" (/account reads it
 * with the last undone one: emailChangesForAccountPage in email-change-links.server.ts).
 */
async function pendingEmailChange(
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
