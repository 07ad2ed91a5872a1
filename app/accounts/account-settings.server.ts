import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { and, desc, eq, ne, or } from "drizzle-orm";
import {
  emailTokens,
  pendingSignups,
  securityEvents,
  securityNotices,
  sessions,
  users,
} from "~/accounts/schema.server";
import type { Device } from "~/accounts/security-log";
import { securityLogText } from "~/accounts/texts";
import type { ChangePasswordInput } from "~/accounts/validation/account";
import { bookingsForExport, deleteBookingsOf } from "~/bookings/index.server";
import { attachmentHref } from "~/conversations/attachments";
import { attachmentsByEntry, deleteConversationFiles } from "~/conversations/attachments.server";
import { staffLabel } from "~/conversations/conversations";
import { clientEntriesOf } from "~/conversations/entries.server";
import { conversations } from "~/conversations/schema.server";
import { newsletterSubscribers } from "~/newsletter/schema.server";
import { newsletterStatusOf } from "~/newsletter/subscribers.server";
import type { Db } from "~/platform/db/client.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { errorText } from "~/ui/ui-text";
import { hashToken } from "../platform/tokens.server";
import type { AccountDeps } from "./deps.server";
import { emailChangeForExport } from "./email-change.server";
import { clearFailedLogins } from "./login-lock.server";
import { passkeysForExport } from "./passkeys.server";
import { hashPassword } from "./password.server";
import { checkPassword, loadUser, recordReauth } from "./reauthentication.server";
import { listSecurityEvents, recordSecurityEvent, securityEventInsert } from "./security-log.server";
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
    securityEventInsert(deps.db, { userId, kind: "password-changed", device, at: now }),
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
    securityEventInsert(db, { userId, kind: "other-sessions-ended", device, at: now }),
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
 * every conversation of theirs (the message, our replies and their answers, each with its files'
 * names, sizes and download links), the security log, and the newsletter status of their address.
 * Never a hash, token or session id.
 */

export async function exportAccountData(db: Db, userId: string, origin: string) {
  const user = await loadUser(db, userId);
  const [userSessions, messages, newsletter, twoStepOn, userPasskeys, emailChange, securityLog, booked] =
    await Promise.all([
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
        .from(conversations)
        // Theirs by account only (sent signed in, or added from the mailed link): the address alone
        // is no proof (app/conversations/claims.server.ts).
        .where(eq(conversations.userId, userId))
        .orderBy(desc(conversations.createdAt)),
      newsletterStatusOf(db, user.email),
      isTwoStepOn(db, userId),
      passkeysForExport(db, userId),
      emailChangeForExport(db, userId, new Date()),
      listSecurityEvents(db, userId, SECURITY_LOG_EXPORTED),
      bookingsForExport(db, userId),
    ]);
  const ids = messages.map((m) => m.id);
  const [entries, files] = await Promise.all([clientEntriesOf(db, ids), attachmentsByEntry(db, ids)]);
  // A file as the export lists it: its name and size, and where to download it while signed in.
  const listed = (at: string) =>
    (files.get(at) ?? []).map((file) => ({
      name: file.name,
      bytes: file.bytes,
      ...(file.notKept ? { notKept: file.notKept } : { download: new URL(attachmentHref(file.id), origin).toString() }),
    }));
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
      browser: e.browser,
      place: e.place,
    })),
    newsletter: newsletter && {
      status: newsletter.status,
      source: newsletter.source,
      requestedAt: newsletter.requestedAt.toISOString(),
      confirmedAt: newsletter.confirmedAt?.toISOString() ?? null,
      unsubscribedAt: newsletter.unsubscribedAt?.toISOString() ?? null,
    },
    conversations: messages.map((m) => ({
      sentAt: m.createdAt.toISOString(),
      sentWhileSignedIn: m.userId === userId,
      name: m.name,
      email: m.email,
      service: m.service,
      message: m.message,
      attachments: listed(m.id),
      status: m.status,
      // Every reply and answer after the message, oldest first, ours signed by who wrote them;
      // staff notes and events are not the client's data and never leave (clientEntriesOf).
      conversation: (entries.get(m.id) ?? []).map((e) => ({
        from: e.author === "client" ? "you" : staffLabel(e.staffName),
        at: e.createdAt.toISOString(),
        via: e.via,
        text: e.body,
        attachments: listed(e.id),
      })),
    })),
    // Consultations booked while signed in (app/bookings/), never a link's token.
    bookings: booked,
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
 * Deletes the account and everything tied to it in one batch: conversations (sent signed in or
 * with the account's e-mail; their files in R2 just before), pending sign-ups, e-mail tokens,
 * sessions, the security log, the newsletter subscription of the address, the user.
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
  const theirs = or(eq(conversations.userId, userId), eq(conversations.email, user.email));
  // Their files first: were this to fail, the conversations would still be there to delete again.
  const owned = await deps.db.select({ id: conversations.id }).from(conversations).where(theirs);
  await deleteConversationFiles(
    deps.db,
    deps.files,
    owned.map((row) => row.id),
  );
  await deps.db.batch([
    deps.db.delete(conversations).where(theirs),
    deleteBookingsOf(deps.db, userId, user.email),
    deps.db.delete(pendingSignups).where(eq(pendingSignups.email, user.email)),
    deps.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email)),
    deps.db.delete(emailTokens).where(eq(emailTokens.userId, userId)),
    deps.db.delete(sessions).where(eq(sessions.userId, userId)),
    // Its security log and pending notices (the foreign keys cascade too; said here, as for sessions).
    deps.db.delete(securityEvents).where(eq(securityEvents.userId, userId)),
    deps.db.delete(securityNotices).where(eq(securityNotices.userId, userId)),
    clearFailedLogins(deps.db, user.email),
    deps.db.delete(users).where(eq(users.id, userId)),
  ]);
}
