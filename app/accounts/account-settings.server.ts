import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { and, eq, ne } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  emailTokens,
  pendingSignups,
  securityEvents,
  securityNotices,
  sessions,
  users,
} from "~/accounts/schema.server";
import type { Device } from "~/accounts/security-log";
import { securityLogText } from "~/accounts/security-log-text";
import { accountErrorText } from "~/accounts/texts";
import type { ChangePasswordInput } from "~/accounts/validation/account";
import type { Db } from "~/platform/db/client.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { hashToken } from "../platform/tokens.server";
import type { AccountDeps } from "./deps.server";
import { emailChangeForExport } from "./email-change.server";
import { clearFailedLogins } from "./login-lock.server";
import { passkeysForExport } from "./passkeys.server";
import { hashPassword } from "./password.server";
import type { PersonalDataPart } from "./personal-data.server";
import { checkPassword, loadUser, recordReauth } from "./reauthentication.server";
import { listSecurityEvents, recordSecurityEvent, securityEventWrites } from "./security-log.server";
import { notifySecurityChange, type SecurityContext } from "./security-settings.server";
import { signOutSession as endOneSession, listUserSessions } from "./session.server";
import { assertNotBreached } from "./signups.server";
import { isTwoStepOn } from "./two-step.server";

/** Self-service for the signed-in (DPDP Act 2023, GDPR): profile, password, sessions, data, deletion. */

export async function updateName(db: Db, userId: string, name: string, now: Date): Promise<void> {
  await db.update(users).set({ name, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * A new password after the current one, which is this form's "Confirm it's you"; every other
 * session ends, this one stays (confirmed), and reset links not yet used stop working (one asked
 * for before the change must not undo it). The owner is told by mail.
 */
export async function changePassword(
  deps: AccountDeps,
  userId: string,
  input: ChangePasswordInput,
  currentToken: string | null,
  device: SecurityContext["device"],
): Promise<void> {
  const user = await loadUser(deps.db, userId);
  await checkPassword(deps, user, input.currentPassword, "currentPassword");
  await assertNotBreached(deps, input.password);
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
  const keep = currentToken ? hashToken(currentToken) : "";
  // One batch: the new password never stands while the other sessions or old reset links live on.
  await deps.db.batch([
    deps.db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId)),
    deps.db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keep))),
    deps.db.delete(emailTokens).where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, "reset"))),
    ...securityEventWrites(deps.db, { userId, kind: "password-changed", device, at: now }),
  ]);
  if (currentToken) await recordReauth(deps.db, currentToken, "password", now);
  await notifySecurityChange(deps, user, { kind: "password" }, device);
}

export { listUserSessions };

/**
 * "Sign out other sessions": every session of the user but this one ends, and the security log
 * says so in the same batch.
 */
export async function signOutOtherSessions(
  db: Db,
  userId: string,
  keepToken: string | null,
  device: Device | null = null,
  now: Date = new Date(),
): Promise<void> {
  const keep = keepToken ? hashToken(keepToken) : "";
  await db.batch([
    db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keep))),
    ...securityEventWrites(db, { userId, kind: "other-sessions-ended", device, at: now }),
  ]);
}

/** "Sign out" on one other session (session.ts); the log names the ended session's browser and place. */
export async function signOutSession(
  db: Db,
  userId: string,
  shownId: unknown,
  keepToken: string | null,
  device: Device | null = null,
  now: Date = new Date(),
): Promise<void> {
  const ended = await endOneSession(db, userId, shownId, keepToken);
  const detail = ended.browser ? [ended.browser, ended.place].filter(Boolean).join(" · ") : null;
  await recordSecurityEvent(db, { userId, kind: "session-ended", detail, device, at: now });
}

/** The download holds the whole security log (a year of it), up to this many events. */
const SECURITY_LOG_EXPORTED = 10_000;

/**
 * Everything we hold about the person, for "Download my data": profile, sessions (times only),
 * the security log, and each other domain's part (`parts`: every conversation of theirs, the
 * newsletter status of their address). Never a hash, token or session id.
 */
export async function exportAccountData(db: Db, userId: string, origin: string, parts: readonly PersonalDataPart[]) {
  const user = await loadUser(db, userId);
  const person = { id: user.id, email: user.email };
  const [userSessions, twoStepOn, userPasskeys, emailChange, securityLog, theirs] = await Promise.all([
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
    isTwoStepOn(db, userId),
    passkeysForExport(db, userId),
    emailChangeForExport(db, userId, new Date()),
    listSecurityEvents(db, userId, SECURITY_LOG_EXPORTED),
    Promise.all(parts.map((part) => part.exported(db, person, origin))),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      name: user.name,
      email: user.email,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
      emailConfirmedAt: user.emailVerifiedAt?.toISOString() ?? null,
      // The zone their times are shown in (null: none known, IST).
      timeZone: user.timeZone ?? null,
      // Whether it is on; never the secret or the recovery codes.
      twoStepVerification: twoStepOn,
    },
    passkeys: userPasskeys,
    // A change of address waiting for its link: the address asked for and when (never a token).
    pendingEmailChange: emailChange,
    sessions: userSessions.map((s) => ({
      signedInAt: s.createdAt.toISOString(),
      lastUsedAt: (s.lastUsedAt ?? s.createdAt).toISOString(),
      endsAt: s.expiresAt.toISOString(),
      browser: s.browser,
      place: s.place,
    })),
    // The security log (a year of it): what happened, when, from which browser and place; never
    // an IP address or a secret.
    securityLog: securityLog.map((e) => ({
      event: securityLogText.kinds[e.kind],
      ...(e.detail ? { detail: e.detail } : {}),
      ...(e.actor ? { by: e.actor } : {}),
      at: e.at,
      // A routine entry repeated within its hour: how many times, and the last.
      ...(e.repeats > 1 ? { times: e.repeats, lastAt: e.lastAt } : {}),
      browser: e.browser,
      place: e.place,
    })),
    ...Object.assign({}, ...theirs),
  };
}

/**
 * The confirmation step of deleting an account: after the password was checked, a short-lived
 * signed token, good for this user for five minutes, is what the final "Delete" carries (so the
 * password is never sent back to the page).
 */
const DELETE_CONFIRMATION_MS = 5 * 60 * 1000;

function deletionSignature(secret: string, userId: string, expires: number): string {
  const encoder = new TextEncoder();
  return encodeHexLowerCase(
    hmac(SHA256, encoder.encode(secret), encoder.encode(`delete-account:${userId}:${expires}`)),
  );
}

export async function startAccountDeletion(deps: AccountDeps, userId: string, password: string): Promise<string> {
  const user = await loadUser(deps.db, userId);
  await checkPassword(deps, user, password, "password");
  const expires = deps.now().getTime() + DELETE_CONFIRMATION_MS;
  return `${expires}.${deletionSignature(deps.secret, userId, expires)}`;
}

/**
 * Deletes the account and everything tied to it in one batch: each other domain's part (`parts`:
 * the conversations sent signed in or with the account's e-mail, their files in R2 just before;
 * the newsletter subscription of the address), pending sign-ups, e-mail tokens, sessions, the
 * security log, the user.
 */
export async function deleteAccount(
  deps: AccountDeps,
  userId: string,
  confirmation: string,
  parts: readonly PersonalDataPart[],
): Promise<void> {
  const [expiresText = "", signature = ""] = confirmation.split(".");
  const expires = Number(expiresText);
  const encoder = new TextEncoder();
  const valid =
    Number.isFinite(expires) &&
    expires > deps.now().getTime() &&
    constantTimeEqual(encoder.encode(signature), encoder.encode(deletionSignature(deps.secret, userId, expires)));
  if (!valid) throw new UserFacingError(400, accountErrorText.deleteConfirmationExpired, "confirmation_expired");
  const user = await loadUser(deps.db, userId);
  const person = { id: user.id, email: user.email };
  const theirs: BatchItem<"sqlite">[] = [];
  for (const part of parts) theirs.push(...(await part.erased(deps.db, person)));
  await deps.db.batch([
    deps.db.delete(pendingSignups).where(eq(pendingSignups.email, user.email)),
    deps.db.delete(emailTokens).where(eq(emailTokens.userId, userId)),
    deps.db.delete(sessions).where(eq(sessions.userId, userId)),
    // Its security log and pending notices (the foreign keys cascade too; said here, as for sessions).
    deps.db.delete(securityEvents).where(eq(securityEvents.userId, userId)),
    deps.db.delete(securityNotices).where(eq(securityNotices.userId, userId)),
    clearFailedLogins(deps.db, user.email),
    ...theirs,
    deps.db.delete(users).where(eq(users.id, userId)),
  ]);
}
