import { eq } from "drizzle-orm";
import { type User, users } from "~/accounts/schema.server";
import type { Device } from "~/accounts/security-log";
import { accountErrorText } from "~/accounts/texts";
import type { LoginInput } from "~/accounts/validation/auth";
import type { Db } from "~/platform/db/client.server";
import { rateLimitKeyForIp } from "~/platform/http/client-ip.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { enforceRateLimit } from "~/platform/rate-limit.server";
import type { AccountDeps } from "./deps.server";
import { LOCK_MS, passwordAccepted, takePasswordAttempt } from "./login-lock.server";
import { DECOY_HASH, hashPassword, needsRehash, verifyPassword } from "./password.server";
import { recordLockedSignIn } from "./security-log.server";
import { createSession, invalidateSession } from "./session.server";
import { latestPendingSignup, type SignedIn } from "./signups.server";
import { completeLoginChallenge, issueLoginChallenge, isTwoStepOn } from "./two-step.server";

export type { SignedIn };

/** A correct password: signed in, or (with two-step verification on) the second step's token. */
export type LoginResult = ({ kind: "signed-in" } & SignedIn) | { kind: "code-needed"; challenge: string };

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

const invalidCredentials = () => new UserFacingError(401, accountErrorText.invalidCredentials, "invalid_credentials");
const notConfirmed = () => new UserFacingError(403, accountErrorText.emailNotConfirmed, "email_not_confirmed");

/**
 * Password login. One message for a wrong e-mail or password (every path checks exactly one
 * hash); a sign-up still waiting for its link is told to confirm. Wrong passwords count per
 * address, known or unknown alike (login-lock.ts), and the session presented with the login is
 * replaced by a new one. A sign-in refused by the lock goes into the account's security log
 * (once per lock, with the browser and place of `device`; nothing for an unknown address).
 */
export async function logIn(
  deps: AccountDeps,
  input: LoginInput,
  ip: string,
  replacingToken: string | null = null,
  device: Device | null = null,
): Promise<LoginResult> {
  await enforceRateLimit(deps.limits.loginIp, rateLimitKeyForIp(ip));
  await enforceRateLimit(deps.limits.loginEmail, input.email);
  const now = deps.now();
  // Counted as a failure from here on, unless the password turns out right.
  const attempt = await takePasswordAttempt(deps.db, input.email, now).catch(async (err: unknown) => {
    if (err instanceof UserFacingError && err.code === "account_locked") {
      await recordLockedSignIn(deps.db, input.email, device, now, LOCK_MS);
    }
    throw err;
  });
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) {
    const pending = await latestPendingSignup(deps.db, input.email, now);
    if (await verifyPassword(pending?.passwordHash ?? DECOY_HASH, input.password)) {
      if (pending) {
        await passwordAccepted(deps.db, attempt);
        throw notConfirmed();
      }
    }
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw invalidCredentials();
  await passwordAccepted(deps.db, attempt);
  if (!user.emailVerifiedAt) throw notConfirmed();
  if (needsRehash(user.passwordHash)) {
    await deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password), updatedAt: now })
      .where(eq(users.id, user.id));
  }
  if (await isTwoStepOn(deps.db, user.id)) {
    return { kind: "code-needed", challenge: await issueLoginChallenge(deps.db, user.id, now) };
  }
  if (replacingToken) await invalidateSession(deps.db, replacingToken);
  return { kind: "signed-in", user, ...(await createSession(deps.db, user.id, now)) };
}

/**
 * The second step of a login with two-step verification: the challenge from the first step and a
 * code (or a recovery code). Limited per IP like passwords, and per account by the code count.
 */
export async function logInWithCode(
  deps: AccountDeps,
  input: { challenge: string; code: string },
  ip: string,
  replacingToken: string | null = null,
): Promise<SignedIn> {
  await enforceRateLimit(deps.limits.loginIp, rateLimitKeyForIp(ip));
  const signedIn = await completeLoginChallenge(deps.db, input, deps.now());
  if (replacingToken) await invalidateSession(deps.db, replacingToken);
  return signedIn;
}
