import { eq } from "drizzle-orm";
import { accountCappedMails, passwordChangedMail, resetPasswordMail } from "~/accounts/mails.server";
import { emailTokens, sessions, type User, users } from "~/accounts/schema.server";
import type { Device } from "~/accounts/security-log";
import { accountErrorText } from "~/accounts/texts";
import type { ResetPasswordInput } from "~/accounts/validation/auth";
import { rateLimitKeyForIp } from "~/platform/http/client-ip.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { errorName, logEvent } from "~/platform/log.server";
import { queueMailOrDecoy } from "~/platform/mail/queue.server";
import { claimRecipientMail } from "~/platform/mail/recipient-caps.server";
import { enforceRateLimit } from "~/platform/rate-limit.server";
import { hashToken } from "../platform/tokens.server";
import type { AccountDeps } from "./deps.server";
import { consumeEmailToken, issueEmailToken } from "./email-tokens.server";
import { findUserByEmail } from "./login.server";
import { clearFailedLogins } from "./login-lock.server";
import { hashPassword } from "./password.server";
import { securityEventWrites } from "./security-log.server";
import { assertNotBreached } from "./signups.server";

/** "Forgot Password?": a reset link by e-mail, a new password from it, and the notice that it changed. */

function link(deps: AccountDeps, path: string): string {
  return new URL(path, deps.origin).toString();
}

async function sendResetLink(deps: AccountDeps, email: string): Promise<void> {
  // Claimed for every address, known or not, so both cost the same; past a cap: a decoy, no link.
  const claim = await claimRecipientMail(deps.db, accountCappedMails.reset, email, deps.now());
  const user = claim && (await findUserByEmail(deps.db, email));
  if (!claim || !user) return queueMailOrDecoy(deps.mailer, null, claim?.release);
  const token = await issueEmailToken(deps.db, user.id, "reset", deps.now());
  // A refused link reached nobody: its row goes, so nothing is left that no one can use. (Issuing
  // it already ended earlier unused reset links; the person asks again and gets a new one.)
  await queueMailOrDecoy(
    deps.mailer,
    resetPasswordMail(user.email, user.name, link(deps, `/reset-password?token=${token}`)),
    async () => {
      await claim.release();
      await deps.db.delete(emailTokens).where(eq(emailTokens.tokenHash, hashToken(token)));
    },
  );
}

/**
 * Queues a reset link when the address has an account, a decoy otherwise: the same answer
 * either way (503 for both when the queue refuses), and the mail is sent after it.
 */
export async function requestPasswordReset(deps: AccountDeps, email: string, ip: string): Promise<void> {
  await enforceRateLimit(deps.limits.reset, rateLimitKeyForIp(ip));
  await sendResetLink(deps, email);
}

/**
 * Sets a new password from a reset link, lifts a login lock and signs the user out everywhere.
 * Following the link proves the mailbox, so an unconfirmed account becomes confirmed. A breached
 * password is refused before the link is spent. The security log records it in the same batch.
 */
export async function resetPassword(
  deps: AccountDeps,
  input: ResetPasswordInput,
  device: Device | null = null,
): Promise<void> {
  await assertNotBreached(deps, input.password);
  const now = deps.now();
  const userId = await consumeEmailToken(deps.db, input.token, "reset", now);
  if (!userId) throw new UserFacingError(400, accountErrorText.resetLinkInvalid, "invalid_token");
  const passwordHash = await hashPassword(input.password);
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new UserFacingError(400, accountErrorText.resetLinkInvalid, "invalid_token");
  // One batch: the new password never stands while the old sessions or the address's lock live on.
  await deps.db.batch([
    deps.db
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, userId)),
    deps.db.delete(sessions).where(eq(sessions.userId, userId)),
    clearFailedLogins(deps.db, user.email),
    ...securityEventWrites(deps.db, { userId, kind: "password-reset", device, at: now }),
  ]);
  await notifyPasswordChanged(deps, user);
}

/**
 * Tells the owner their password changed. The change is already made, so a queue that refuses
 * must not fail the request: the notice is lost, and one log line (error name only) says so.
 */
async function notifyPasswordChanged(deps: AccountDeps, user: Pick<User, "email" | "name">): Promise<void> {
  try {
    await deps.mailer.send(passwordChangedMail(user.email, user.name, link(deps, "/contact")));
  } catch (err) {
    logEvent("error", "password_changed_notice_failed", { error: errorName(err) });
  }
}
