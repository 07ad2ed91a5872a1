import { eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { passkeys, sessions, twoStepSecrets, type User, users } from "~/.server/db/schema";
import { UserFacingError } from "~/.server/http/errors";
import { errorText } from "~/lib/ui-text";
import type { AccountDeps } from "./deps";
import { passwordAccepted, takePasswordAttempt } from "./login-lock";
import { confirmWithPasskey, type RelyingParty } from "./passkeys";
import { verifyPassword } from "./password";
import type { Reauth } from "./session";
import { hashToken } from "./tokens";
import { verifySecondFactor } from "./two-step";

/**
 * "Confirm it's you" (GitHub's sudo mode): a session changes the account's security (passkeys,
 * two-step verification, recovery codes, the password) only within 10 minutes of proving again
 * that its person is there, with the password or a second factor the account already has. A
 * stolen session cookie alone therefore changes nothing. Signing in does not count: the
 * confirmation is a step of its own (docs/accounts-and-security.md).
 */
export const REAUTH_WINDOW_MS = 10 * 60 * 1000;

export type { Reauth };

/** The proof of a "Confirm it's you": the password, a code from the app (or a recovery code), or a passkey's answer. */
export type ReauthProof = { password: string } | { code: string } | { credential: string };

/** When the confirmation ends, or null when there is none or it has ended. */
export function reauthOpenUntil(reauth: Reauth | null | undefined, now: Date): Date | null {
  if (!reauth) return null;
  const until = reauth.at.getTime() + REAUTH_WINDOW_MS;
  return until > now.getTime() ? new Date(until) : null;
}

/** The session's recent confirmation, or 403 "Confirm it's you first". */
export function requireRecentReauth(reauth: Reauth | null | undefined, now: Date): Reauth {
  if (!reauth || !reauthOpenUntil(reauth, now)) {
    throw new UserFacingError(403, errorText.reauthRequired, "reauth_required");
  }
  return reauth;
}

export async function loadUser(db: Db, userId: string): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new UserFacingError(401, errorText.invalidCredentials, "no_account");
  return user;
}

/**
 * Checks the signed-in person's password. Each check takes one of the address's password
 * attempts first, like a login (login-lock.ts), so these forms cannot guess faster than the login
 * can; a right password clears the count.
 */
export async function checkPassword(deps: AccountDeps, user: User, password: string, field: string): Promise<void> {
  const attempt = await takePasswordAttempt(deps.db, user.email, deps.now());
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new UserFacingError(400, errorText.currentPasswordWrong, "wrong_password", {
      [field]: errorText.currentPasswordWrong,
    });
  }
  await passwordAccepted(deps.db, attempt);
}

/** Records a confirmation on the session; every security change in the next 10 minutes may go ahead. */
export async function recordReauth(
  db: Db,
  sessionToken: string,
  method: Reauth["method"],
  now: Date,
  passkeyId: string | null = null,
): Promise<void> {
  await db
    .update(sessions)
    .set({ reauthAt: now, reauthMethod: method, reauthPasskeyId: passkeyId })
    .where(eq(sessions.id, hashToken(sessionToken)));
}

/**
 * "Confirm it's you": checks the proof (wrong passwords and codes count like failed logins) and
 * records the confirmation on this session.
 */
export async function confirmIdentity(
  deps: AccountDeps,
  rp: RelyingParty,
  userId: string,
  sessionToken: string,
  proof: ReauthProof,
): Promise<void> {
  const now = deps.now();
  if ("password" in proof) {
    await checkPassword(deps, await loadUser(deps.db, userId), proof.password, "password");
    return recordReauth(deps.db, sessionToken, "password", now);
  }
  if ("code" in proof) {
    await verifySecondFactor(deps.db, userId, proof.code, now);
    return recordReauth(deps.db, sessionToken, "code", now);
  }
  const passkey = await confirmWithPasskey(deps, rp, userId, proof.credential);
  return recordReauth(deps.db, sessionToken, "passkey", now, passkey.id);
}

/**
 * Whether the confirmation may remove passkey `removedId`: the password always may; a passkey or
 * an authenticator code only when it is a different factor the account had before that passkey
 * was added. A passkey an intruder added therefore cannot remove the owner's older ones.
 */
export async function mayRemovePasskey(db: Db, userId: string, reauth: Reauth, removedId: string): Promise<boolean> {
  if (reauth.method === "password") return true;
  const [removed] = await db
    .select({ createdAt: passkeys.createdAt })
    .from(passkeys)
    .where(eq(passkeys.id, removedId))
    .limit(1);
  if (!removed) return false;
  if (reauth.method === "passkey") {
    if (!reauth.passkeyId || reauth.passkeyId === removedId) return false;
    const [used] = await db
      .select({ createdAt: passkeys.createdAt, userId: passkeys.userId })
      .from(passkeys)
      .where(eq(passkeys.id, reauth.passkeyId))
      .limit(1);
    return used?.userId === userId && used.createdAt.getTime() < removed.createdAt.getTime();
  }
  const [twoStep] = await db
    .select({ enabledAt: twoStepSecrets.enabledAt })
    .from(twoStepSecrets)
    .where(eq(twoStepSecrets.userId, userId))
    .limit(1);
  return Boolean(twoStep?.enabledAt && twoStep.enabledAt.getTime() < removed.createdAt.getTime());
}
