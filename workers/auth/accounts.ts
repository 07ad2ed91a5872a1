import { eq } from "drizzle-orm";
import { errorMessages } from "../../app/lib/messages";
import type { LoginInput, ResetPasswordInput } from "../../app/lib/validation/auth";
import type { Db } from "../db/client";
import { emailTokens, sessions, users, type User } from "../db/schema";
import { rateLimitKeyForIp } from "../http/client-ip";
import { UserFacingError } from "../http/errors";
import { enforceRateLimit } from "../http/rate-limit";
import { queueMailOrDecoy } from "../mail/queue";
import { claimRecipientMail } from "../mail/recipient-caps";
import { passwordChangedMail, resetPasswordMail } from "../mail/templates";
import { errorName, logEvent } from "../observability/log";
import type { AccountDeps } from "./deps";
import { consumeEmailToken, issueEmailToken } from "./email-tokens";
import { assertNotLocked, clearFailedLogins, recordFailedLogin } from "./login-lock";
import { DECOY_HASH, hashPassword, needsRehash, verifyPassword } from "./password";
import { createSession, invalidateSession } from "./session";
import { hashToken } from "./tokens";
import { assertNotBreached, latestPendingSignup, type SignedIn } from "./signups";

export type { SignedIn };

async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

function link(deps: AccountDeps, path: string): string {
  return new URL(path, deps.origin).toString();
}

const invalidCredentials = () => new UserFacingError(401, errorMessages.invalidCredentials, "invalid_credentials");
const notConfirmed = () => new UserFacingError(403, errorMessages.emailNotConfirmed, "email_not_confirmed");

/**
 * Password login. One message for a wrong e-mail or password (every path checks exactly one
 * hash); a sign-up still waiting for its link is told to confirm. Wrong passwords count per
 * address, known or unknown alike (login-lock.ts), and the session presented with the login is
 * replaced by a new one.
 */
export async function logIn(deps: AccountDeps, input: LoginInput, ip: string, replacingToken: string | null = null): Promise<SignedIn> {
  await enforceRateLimit(deps.limits.loginIp, rateLimitKeyForIp(ip));
  await enforceRateLimit(deps.limits.loginEmail, input.email);
  const now = deps.now();
  const throttle = await assertNotLocked(deps.db, input.email, now);
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) {
    const pending = await latestPendingSignup(deps.db, input.email, now);
    if (await verifyPassword(pending?.passwordHash ?? DECOY_HASH, input.password)) {
      if (pending) throw notConfirmed();
    }
    await recordFailedLogin(deps.db, throttle, now);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordFailedLogin(deps.db, throttle, now);
    throw invalidCredentials();
  }
  if (!user.emailVerifiedAt) throw notConfirmed();
  if (needsRehash(user.passwordHash)) {
    await deps.db.update(users).set({ passwordHash: await hashPassword(input.password), updatedAt: now }).where(eq(users.id, user.id));
  }
  if (throttle.recentFailures > 0) await clearFailedLogins(deps.db, input.email);
  if (replacingToken) await invalidateSession(deps.db, replacingToken);
  return { user, ...(await createSession(deps.db, user.id, now)) };
}

async function sendResetLink(deps: AccountDeps, email: string): Promise<void> {
  // Claimed for every address, known or not, so both cost the same; past a cap: a decoy, no link.
  const claim = await claimRecipientMail(deps.db, "reset", email, deps.now());
  const user = claim && (await findUserByEmail(deps.db, email));
  if (!claim || !user) return queueMailOrDecoy(deps.mailer, null, claim?.release);
  const token = await issueEmailToken(deps.db, user.id, "reset", deps.now());
  // A refused link reached nobody: its row goes, so nothing is left that no one can use. (Issuing
  // it already ended earlier unused reset links; the person asks again and gets a new one.)
  await queueMailOrDecoy(deps.mailer, resetPasswordMail(user.email, user.name, link(deps, `/reset-password?token=${token}`)), async () => {
    await claim.release();
    await deps.db.delete(emailTokens).where(eq(emailTokens.tokenHash, hashToken(token)));
  });
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
 * password is refused before the link is spent.
 */
export async function resetPassword(deps: AccountDeps, input: ResetPasswordInput): Promise<void> {
  await assertNotBreached(deps, input.password);
  const now = deps.now();
  const userId = await consumeEmailToken(deps.db, input.token, "reset", now);
  if (!userId) throw new UserFacingError(400, errorMessages.resetLinkInvalid, "invalid_token");
  const passwordHash = await hashPassword(input.password);
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new UserFacingError(400, errorMessages.resetLinkInvalid, "invalid_token");
  // One batch: the new password never stands while the old sessions or the address's lock live on.
  await deps.db.batch([
    deps.db.update(users).set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now }).where(eq(users.id, userId)),
    deps.db.delete(sessions).where(eq(sessions.userId, userId)),
    clearFailedLogins(deps.db, user.email),
  ]);
  await notifyPasswordChanged(deps, user);
}

/**
 * Tells the owner their password changed. The change is already made, so a queue that refuses
 * must not fail the request: the notice is lost, and one log line (error name only) says so.
 */
export async function notifyPasswordChanged(deps: AccountDeps, user: Pick<User, "email" | "name">): Promise<void> {
  try {
    await deps.mailer.send(passwordChangedMail(user.email, user.name, link(deps, "/contact")));
  } catch (err) {
    logEvent("error", "password_changed_notice_failed", { error: errorName(err) });
  }
}
