import { eq } from "drizzle-orm";
import { errorMessages } from "../../app/lib/messages";
import type { LoginInput, ResetPasswordInput, SignupInput } from "../../app/lib/validation/auth";
import type { Db } from "../db/client";
import { UserFacingError } from "../http/errors";
import { enforceRateLimit } from "../http/rate-limit";
import { users, type User } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import { accountExistsMail, confirmEmailMail, passwordChangedMail, resetPasswordMail } from "../mail/templates";
import { consumeEmailToken, issueEmailToken } from "./email-tokens";
import { getDecoyHash, hashPassword, needsRehash, verifyPassword } from "./password";
import { createSession, invalidateUserSessions } from "./session";

/** What every account operation needs; tests pass the real D1 and an outbox mailer. */
export type AccountDeps = {
  db: Db;
  mailer: Mailer;
  /** SITE origin for links in e-mails (the request's own origin, so local links work locally). */
  origin: string;
  now: () => Date;
  limits: {
    loginIp: RateLimit;
    loginEmail: RateLimit;
    signup: RateLimit;
    reset: RateLimit;
  };
};

export type SignedIn = { user: User; token: string; expiresAt: Date };

async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

function link(deps: AccountDeps, path: string): string {
  return new URL(path, deps.origin).toString();
}

async function sendConfirmation(deps: AccountDeps, user: User): Promise<void> {
  const token = await issueEmailToken(deps.db, user.id, "confirm", deps.now());
  await deps.mailer.send(confirmEmailMail(user.email, user.name, link(deps, `/api/auth/confirm?token=${token}`)));
}

/**
 * Creates an unconfirmed account and mails a confirmation link. An e-mail that already has an
 * account gets the same answer and a notice instead, so accounts cannot be discovered.
 */
export async function signUp(deps: AccountDeps, input: SignupInput, ip: string): Promise<void> {
  await enforceRateLimit(deps.limits.signup, ip);
  // Hash first in every case, so both paths take the same time.
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing) {
    if (existing.emailVerifiedAt) {
      await deps.mailer.send(
        accountExistsMail(existing.email, existing.name, link(deps, "/login"), link(deps, "/forgot-password")),
      );
    } else {
      await sendConfirmation(deps, existing);
    }
    return;
  }
  const now = deps.now();
  const [user] = await deps.db
    .insert(users)
    .values({ id: crypto.randomUUID(), email: input.email, name: input.name, passwordHash, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  // A concurrent sign-up with the same e-mail won the race: answer exactly as above.
  if (user) await sendConfirmation(deps, user);
}

/** Spends a confirmation link: the account is confirmed and signed in. */
export async function confirmEmail(deps: AccountDeps, token: string): Promise<SignedIn> {
  const now = deps.now();
  const userId = token ? await consumeEmailToken(deps.db, token, "confirm", now) : null;
  if (!userId) throw new UserFacingError(400, errorMessages.confirmLinkInvalid, "invalid_token");
  const [user] = await deps.db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new UserFacingError(400, errorMessages.confirmLinkInvalid, "invalid_token");
  const session = await createSession(deps.db, user.id, now);
  return { user, ...session };
}

/** Password login. One generic message for a wrong e-mail or password; unconfirmed accounts are told so. */
export async function logIn(deps: AccountDeps, input: LoginInput, ip: string): Promise<SignedIn> {
  await enforceRateLimit(deps.limits.loginIp, ip);
  await enforceRateLimit(deps.limits.loginEmail, input.email);
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) {
    await verifyPassword(await getDecoyHash(), input.password);
    throw new UserFacingError(401, errorMessages.invalidCredentials, "invalid_credentials");
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new UserFacingError(401, errorMessages.invalidCredentials, "invalid_credentials");
  }
  if (!user.emailVerifiedAt) throw new UserFacingError(403, errorMessages.emailNotConfirmed, "email_not_confirmed");
  const now = deps.now();
  if (needsRehash(user.passwordHash)) {
    await deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password), updatedAt: now })
      .where(eq(users.id, user.id));
  }
  const session = await createSession(deps.db, user.id, now);
  return { user, ...session };
}

/** Sends a fresh confirmation link to an unconfirmed account; the same answer for any e-mail. */
export async function resendConfirmation(deps: AccountDeps, email: string, ip: string): Promise<void> {
  await enforceRateLimit(deps.limits.reset, ip);
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.emailVerifiedAt) await sendConfirmation(deps, user);
}

/** Mails a reset link when the e-mail has an account; the same answer either way. */
export async function requestPasswordReset(deps: AccountDeps, email: string, ip: string): Promise<void> {
  await enforceRateLimit(deps.limits.reset, ip);
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = await issueEmailToken(deps.db, user.id, "reset", deps.now());
  await deps.mailer.send(resetPasswordMail(user.email, user.name, link(deps, `/reset-password?token=${token}`)));
}

/**
 * Sets a new password from a reset link and signs the user out everywhere. Following the link
 * proves the mailbox, so an unconfirmed account becomes confirmed.
 */
export async function resetPassword(deps: AccountDeps, input: ResetPasswordInput): Promise<void> {
  const now = deps.now();
  const userId = await consumeEmailToken(deps.db, input.token, "reset", now);
  if (!userId) throw new UserFacingError(400, errorMessages.resetLinkInvalid, "invalid_token");
  const passwordHash = await hashPassword(input.password);
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new UserFacingError(400, errorMessages.resetLinkInvalid, "invalid_token");
  await deps.db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
    .where(eq(users.id, userId));
  await invalidateUserSessions(deps.db, userId);
  await deps.mailer.send(passwordChangedMail(user.email, user.name, link(deps, "/contact")));
}
