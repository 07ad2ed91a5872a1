import { and, eq, isNotNull, sql } from "drizzle-orm";
import { confirmIntents } from "~/accounts/components/confirm-identity";
import { passkeys, sessions, twoStepSecrets, type User, users } from "~/accounts/schema.server";
import { accountErrorText } from "~/accounts/texts";
import { reauthCodeSchema, reauthPasskeySchema, reauthPasswordSchema } from "~/accounts/validation/reauth";
import type { Db } from "~/platform/db/client.server";
import { parseWith } from "~/platform/http/body.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { hashToken } from "../platform/tokens.server";
import type { AccountDeps } from "./deps.server";
import { passwordAccepted, takePasswordAttempt } from "./login-lock.server";
import { confirmWithPasskey, noSuchPasskey, type RelyingParty } from "./passkeys.server";
import { verifyPassword } from "./password.server";
import type { Reauth } from "./session.server";
import { verifySecondFactor } from "./two-step.server";

/**
 * "Confirm it's you" (GitHub's sudo mode): a session changes the account's security (passkeys,
 * two-step verification, recovery codes, the password) only within 10 minutes of proving again
 * that its person is there. A stolen session cookie alone therefore changes nothing. Signing in
 * does not count: the confirmation is a step of its own (docs/accounts-and-security.md).
 *
 * What confirms depends on the account (docs/decisions/023-reauthentication-and-atomic-limits.md). An account with a second factor (two-step
 * verification on, or a passkey) confirms with that factor, never with the password alone: a
 * passkey alone (it already asks for the device's PIN or biometrics), or the password together
 * with a code from the app or a recovery code. So a phishing proxy that captured the password
 * and the cookie cannot reach the second factor's settings. An account without one confirms with
 * its password.
 */
const REAUTH_WINDOW_MS = 10 * 60 * 1000;

export type { Reauth };

/**
 * The proof of a "Confirm it's you": the password (accounts without a second factor), the password
 * with a code from the app or a recovery code, or a passkey's answer.
 */
type ReauthProof = { password: string } | { password: string; code: string } | { credential: string };

/** When the confirmation ends, or null when there is none or it has ended. */
export function reauthOpenUntil(reauth: Reauth | null | undefined, now: Date): Date | null {
  if (!reauth) return null;
  const until = reauth.at.getTime() + REAUTH_WINDOW_MS;
  return until > now.getTime() ? new Date(until) : null;
}

/** The session's recent confirmation, or 403 "Confirm it's you first". */
export function requireRecentReauth(reauth: Reauth | null | undefined, now: Date): Reauth {
  if (!reauth || !reauthOpenUntil(reauth, now)) {
    throw new UserFacingError(403, accountErrorText.reauthRequired, "reauth_required");
  }
  return reauth;
}

/** The account's second factors: two-step verification on, and at least one passkey. */
async function secondFactorsOf(db: Db, userId: string): Promise<{ twoStep: boolean; passkey: boolean }> {
  const [row] = await db
    .select({
      twoStep: sql<number>`exists (select 1 from ${twoStepSecrets} where ${and(eq(twoStepSecrets.userId, userId), isNotNull(twoStepSecrets.enabledAt))})`,
      passkey: sql<number>`exists (select 1 from ${passkeys} where ${eq(passkeys.userId, userId)})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { twoStep: Boolean(row?.twoStep), passkey: Boolean(row?.passkey) };
}

/** Whether the account has a second factor: two-step verification on, or at least one passkey. */
async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const { twoStep, passkey } = await secondFactorsOf(db, userId);
  return twoStep || passkey;
}

/** What a page's "Confirm it's you" shows (app/accounts/components/confirm-identity.tsx). */
export async function confirmIdentityState(db: Db, userId: string, reauth: Reauth | null | undefined, now: Date) {
  const { twoStep, passkey } = await secondFactorsOf(db, userId);
  return {
    confirmedUntil: reauthOpenUntil(reauth, now)?.toISOString() ?? null,
    withCode: twoStep,
    withPasskey: passkey,
  };
}

export async function loadUser(db: Db, userId: string): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new UserFacingError(401, accountErrorText.invalidCredentials, "no_account");
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
    throw new UserFacingError(400, accountErrorText.currentPasswordWrong, "wrong_password", {
      [field]: accountErrorText.currentPasswordWrong,
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
 * records the confirmation on this session. The password alone is refused, before it is checked
 * and without taking an attempt, when the account has a second factor.
 */
async function confirmIdentity(
  deps: AccountDeps,
  rp: RelyingParty,
  userId: string,
  sessionToken: string,
  proof: ReauthProof,
): Promise<void> {
  const now = deps.now();
  if ("code" in proof) {
    await checkPassword(deps, await loadUser(deps.db, userId), proof.password, "password");
    await verifySecondFactor(deps.db, userId, proof.code, now);
    return recordReauth(deps.db, sessionToken, "code", now);
  }
  if ("password" in proof) {
    if (await hasSecondFactor(deps.db, userId)) {
      throw new UserFacingError(403, accountErrorText.passwordAloneRefused, "password_alone_refused");
    }
    await checkPassword(deps, await loadUser(deps.db, userId), proof.password, "password");
    return recordReauth(deps.db, sessionToken, "password", now);
  }
  const passkey = await confirmWithPasskey(deps, rp, userId, proof.credential);
  return recordReauth(deps.db, sessionToken, "passkey", now, passkey.id);
}

/**
 * Whether the confirmation may remove passkey `removedId`: only a factor the account had before
 * that passkey was added, or the passkey itself. So a passkey an intruder added cannot remove the
 * owner's older ones, while the owner's older factor removes the intruder's.
 * - a passkey: itself (it proves its own possession, and removing it takes nothing from anyone
 *   else; without this a passkey-only account could never remove its last one), or one added
 *   after it;
 * - the password with a code: a passkey added after two-step verification was turned on;
 * - the password alone: a passkey added after that confirmation. The password confirms only while
 *   the account has no second factor, so every passkey is newer than it; the check keeps a
 *   password confirmation from ever reaching a passkey the account had when it was typed.
 * A passkey that is not the account's throws the 404 of one that does not exist (noSuchPasskey),
 * before any rule: another account's passkey is never told apart from no passkey at all.
 */
export async function mayRemovePasskey(db: Db, userId: string, reauth: Reauth, removedId: string): Promise<boolean> {
  const [removed] = await db
    .select({ createdAt: passkeys.createdAt })
    .from(passkeys)
    .where(and(eq(passkeys.id, removedId), eq(passkeys.userId, userId)))
    .limit(1);
  if (!removed) throw noSuchPasskey();
  if (reauth.method === "password") return removed.createdAt.getTime() >= reauth.at.getTime();
  if (reauth.method === "passkey") {
    if (!reauth.passkeyId) return false;
    if (reauth.passkeyId === removedId) return true;
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

/** The `intent`s of the "Confirm it's you" forms (app/accounts/components/confirm-identity.tsx). */
export type ConfirmIntent = (typeof confirmIntents)[keyof typeof confirmIntents];

/**
 * One "Confirm it's you" form, posted to /account or /admin/team (the one implementation both
 * pages call): the form's fields checked by their schema, then confirmIdentity.
 */
export async function confirmIdentityFromForm(
  deps: AccountDeps,
  rp: RelyingParty,
  userId: string,
  sessionToken: string,
  intent: ConfirmIntent,
  body: Record<string, unknown>,
): Promise<void> {
  switch (intent) {
    case confirmIntents.password:
      return confirmIdentity(deps, rp, userId, sessionToken, parseWith(reauthPasswordSchema, body));
    case confirmIntents.code:
      return confirmIdentity(deps, rp, userId, sessionToken, parseWith(reauthCodeSchema, body));
    case confirmIntents.passkey:
      return confirmIdentity(deps, rp, userId, sessionToken, parseWith(reauthPasskeySchema, body));
  }
}
