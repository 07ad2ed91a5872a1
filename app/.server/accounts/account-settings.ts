import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { and, desc, eq, ne, or } from "drizzle-orm";
import { entriesOf } from "~/.server/conversations/conversation";
import type { Db } from "~/.server/db/client";
import {
  contactMessages,
  emailTokens,
  newsletterSubscribers,
  pendingSignups,
  sessions,
  type User,
  users,
} from "~/.server/db/schema";
import { UserFacingError } from "~/.server/http/errors";
import { newsletterStatusOf } from "~/.server/newsletter/subscribers";
import type { SessionUser } from "~/lib/session-user";
import { errorText } from "~/lib/ui-text";
import type { ChangePasswordInput } from "~/lib/validation/account";
import type { AccountDeps } from "./deps";
import { clearFailedLogins, passwordAccepted, takePasswordAttempt } from "./login-lock";
import { confirmWithOtherPasskey, deletePasskey, ownsPasskey, passkeysForExport, type RelyingParty } from "./passkeys";
import { hashPassword, verifyPassword } from "./password";
import { notifyPasswordChanged } from "./password-reset";
import { invalidateOtherSessions, listUserSessions } from "./session";
import { assertNotBreached } from "./signups";
import { hashToken } from "./tokens";
import { confirmTwoStep, isTwoStepOn, startTwoStep, turnOffTwoStep } from "./two-step";

/** Self-service for the signed-in (DPDP Act 2023, GDPR): profile, password, sessions, data, deletion. */

async function loadUser(db: Db, userId: string): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new UserFacingError(401, errorText.invalidCredentials, "no_account");
  return user;
}

export async function updateName(db: Db, userId: string, name: string, now: Date): Promise<void> {
  await db.update(users).set({ name, updatedAt: now }).where(eq(users.id, userId));
}

const wrongCurrentPassword = (field: string) =>
  new UserFacingError(400, errorText.currentPasswordWrong, "wrong_password", {
    [field]: errorText.currentPasswordWrong,
  });

/**
 * Checks the signed-in person's current password before a change that needs it. Wrong ones count
 * against the address like failed logins (login-lock.ts), so this form cannot be used to guess
 * faster than the login can; a correct one clears the count.
 */
async function checkCurrentPassword(deps: AccountDeps, user: User, password: string, field: string): Promise<void> {
  const attempt = await takePasswordAttempt(deps.db, user.email, deps.now());
  if (!(await verifyPassword(user.passwordHash, password))) throw wrongCurrentPassword(field);
  await passwordAccepted(deps.db, attempt);
}

/**
 * A new password after the current one; every other session ends, this one stays, and reset links
 * not yet used stop working (one asked for before the change must not undo it).
 */
export async function changePassword(
  deps: AccountDeps,
  userId: string,
  input: ChangePasswordInput,
  currentToken: string | null,
): Promise<void> {
  const user = await loadUser(deps.db, userId);
  await checkCurrentPassword(deps, user, input.currentPassword, "currentPassword");
  await assertNotBreached(deps, input.password);
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
  const keep = currentToken ? hashToken(currentToken) : "";
  // One batch: the new password never stands while the other sessions or old reset links live on.
  await deps.db.batch([
    deps.db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId)),
    deps.db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keep))),
    deps.db.delete(emailTokens).where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, "reset"))),
  ]);
  await notifyPasswordChanged(deps, user);
}

export { invalidateOtherSessions as signOutOtherSessions, listUserSessions };

/**
 * "Turn on": the password first (counted like a login), so someone holding a borrowed session
 * cannot bind their own authenticator, lock the owner out and open the staff area; then a new
 * key waits for its first code.
 */
export async function startTwoStepWithPassword(deps: AccountDeps, user: SessionUser, password: string) {
  await checkCurrentPassword(deps, await loadUser(deps.db, user.id), password, "password");
  return startTwoStep(deps.db, user);
}

/**
 * "Turn on" confirmed by the first code: two-step verification is on, the recovery codes come
 * back to be shown once, and this session counts as signed in with the second factor.
 */
export async function turnOnTwoStep(
  deps: AccountDeps,
  userId: string,
  code: string,
  sessionToken: string | null,
): Promise<string[]> {
  const codes = await confirmTwoStep(deps.db, userId, code, deps.now());
  if (sessionToken) {
    await deps.db
      .update(sessions)
      .set({ secondFactor: "totp" })
      .where(eq(sessions.id, hashToken(sessionToken)));
  }
  return codes;
}

/** "Turn off" takes the password (counted like a login) and a current code or recovery code. */
export async function turnOffTwoStepWithPassword(
  deps: AccountDeps,
  userId: string,
  input: { password: string; code: string },
): Promise<void> {
  const user = await loadUser(deps.db, userId);
  await checkCurrentPassword(deps, user, input.password, "password");
  await turnOffTwoStep(deps.db, userId, input.code, deps.now());
}

/**
 * "Remove" a passkey: confirmed with another passkey of the account (`credential`) or with the
 * password, so a borrowed session cannot strip the owner's passkeys.
 */
export async function removePasskeyWithProof(
  deps: AccountDeps,
  rp: RelyingParty,
  userId: string,
  input: { id: string; credential: string; password?: string },
): Promise<void> {
  if (!(await ownsPasskey(deps.db, userId, input.id))) {
    throw new UserFacingError(404, errorText.passkeyUnknown, "passkey_unknown");
  }
  if (input.credential) await confirmWithOtherPasskey(deps, rp, userId, input.id, input.credential);
  else await checkCurrentPassword(deps, await loadUser(deps.db, userId), input.password ?? "", "password");
  await deletePasskey(deps.db, userId, input.id);
}

/**
 * Everything we hold about the person, for "Download my data": profile, sessions (times only),
 * every conversation of theirs (the message, our replies and their answers), and the newsletter
 * status of their address.
 * Never a hash, token or session id.
 */
export async function exportAccountData(db: Db, userId: string) {
  const user = await loadUser(db, userId);
  const [userSessions, messages, newsletter, twoStepOn, userPasskeys] = await Promise.all([
    db
      .select({
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
        browser: sessions.browser,
        place: sessions.place,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db
      .select()
      .from(contactMessages)
      .where(or(eq(contactMessages.userId, userId), eq(contactMessages.email, user.email)))
      .orderBy(desc(contactMessages.createdAt)),
    newsletterStatusOf(db, user.email),
    isTwoStepOn(db, userId),
    passkeysForExport(db, userId),
  ]);
  const entries = await entriesOf(
    db,
    messages.map((m) => m.id),
  );
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      name: user.name,
      email: user.email,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
      emailConfirmedAt: user.emailVerifiedAt?.toISOString() ?? null,
      // Whether it is on; never the secret or the recovery codes.
      twoStepVerification: twoStepOn,
    },
    passkeys: userPasskeys,
    sessions: userSessions.map((s) => ({
      signedInAt: s.createdAt.toISOString(),
      lastUsedAt: (s.lastUsedAt ?? s.createdAt).toISOString(),
      endsAt: s.expiresAt.toISOString(),
      browser: s.browser,
      place: s.place,
    })),
    newsletter: newsletter && {
      status: newsletter.status,
      source: newsletter.source,
      requestedAt: newsletter.requestedAt.toISOString(),
      confirmedAt: newsletter.confirmedAt?.toISOString() ?? null,
      unsubscribedAt: newsletter.unsubscribedAt?.toISOString() ?? null,
    },
    contactMessages: messages.map((m) => ({
      sentAt: m.createdAt.toISOString(),
      sentWhileSignedIn: m.userId === userId,
      name: m.name,
      email: m.email,
      service: m.service,
      message: m.message,
      status: m.status,
      // Every reply and answer after the message, oldest first; ours are signed "ADRIG".
      conversation: (entries.get(m.id) ?? []).map((e) => ({
        from: e.author === "client" ? "you" : "ADRIG",
        at: e.createdAt.toISOString(),
        via: e.via,
        text: e.body,
      })),
    })),
  };
}

/**
 * The confirmation step of deleting an account: after the password was checked, a short-lived
 * signed token, good for this user for five minutes, is what the final "Delete" carries (so the
 * password is never sent back to the page).
 */
export const DELETE_CONFIRMATION_MS = 5 * 60 * 1000;

function deletionSignature(secret: string, userId: string, expires: number): string {
  const encoder = new TextEncoder();
  return encodeHexLowerCase(
    hmac(SHA256, encoder.encode(secret), encoder.encode(`delete-account:${userId}:${expires}`)),
  );
}

export async function startAccountDeletion(deps: AccountDeps, userId: string, password: string): Promise<string> {
  const user = await loadUser(deps.db, userId);
  await checkCurrentPassword(deps, user, password, "password");
  const expires = deps.now().getTime() + DELETE_CONFIRMATION_MS;
  return `${expires}.${deletionSignature(deps.secret, userId, expires)}`;
}

/**
 * Deletes the account and everything tied to it in one batch: contact messages (sent signed in
 * or with the account's e-mail), pending sign-ups, e-mail tokens, sessions, the newsletter
 * subscription of the address, the user.
 */
export async function deleteAccount(deps: AccountDeps, userId: string, confirmation: string): Promise<void> {
  const [expiresText = "", signature = ""] = confirmation.split(".");
  const expires = Number(expiresText);
  const encoder = new TextEncoder();
  const valid =
    Number.isFinite(expires) &&
    expires > deps.now().getTime() &&
    constantTimeEqual(encoder.encode(signature), encoder.encode(deletionSignature(deps.secret, userId, expires)));
  if (!valid) throw new UserFacingError(400, errorText.deleteConfirmationExpired, "confirmation_expired");
  const user = await loadUser(deps.db, userId);
  await deps.db.batch([
    deps.db
      .delete(contactMessages)
      .where(or(eq(contactMessages.userId, userId), eq(contactMessages.email, user.email))),
    deps.db.delete(pendingSignups).where(eq(pendingSignups.email, user.email)),
    deps.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email)),
    deps.db.delete(emailTokens).where(eq(emailTokens.userId, userId)),
    deps.db.delete(sessions).where(eq(sessions.userId, userId)),
    clearFailedLogins(deps.db, user.email),
    deps.db.delete(users).where(eq(users.id, userId)),
  ]);
}
