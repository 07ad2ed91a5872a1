// Relative imports only: drizzle-kit loads the schema files without the app's `~/` alias.
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "../platform/db/columns.server";
import { SECURITY_EVENT_KINDS } from "./security-log";

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  /** Stored trimmed and lower-cased (docs/decisions/003-accounts-and-sessions.md), so equality is the uniqueness rule. */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  /** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
  passwordHash: text("password_hash").notNull(),
  emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
  role: text("role", { enum: ["user", "admin"] })
    .notNull()
    .default("user"),
  createdAt: createdAt(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  /** Staff only: replies are signed "{displayName} from ADRIG" (the account's name when unset). */
  displayName: text("display_name"),
  /** Staff only: the lines that end every reply of theirs. */
  signature: text("signature"),
  /**
   * The person's IANA time zone ("America/New_York"; app/ui/time-zones.ts), from their browser at
   * sign-up or booking, or chosen on /account; null while unknown, when times are shown in IST.
   * Their portal, security log and mails show times in it (app/ui/format.ts).
   */
  timeZone: text("time_zone"),
});

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 (hex) of the token in the cookie; the token itself is never stored. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The absolute end: 30 days after sign-in, however active the session is. */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** Sign-in time. */
    createdAt: createdAt(),
    /** Last request seen (written at most hourly); 7 days without one end the session. */
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
    /**
     * How the sign-in proved more than a password: `totp` (a code or a recovery code), `passkey`
     * (a passkey stands for both), or null.
     */
    secondFactor: text("second_factor", { enum: ["totp", "passkey"] }),
    /** "Chrome 131 on Windows 10", parsed from the User-Agent at sign-in (never the raw header). */
    browser: text("browser"),
    /** "Chennai, IN": Cloudflare's approximate place of the sign-in, when it knows one. */
    place: text("place"),
    /**
     * The last "Confirm it's you" of this session (app/accounts/reauthentication.server.ts):
     * when, and with what (the password, a two-step code, or which passkey). Security changes
     * need one within the last 10 minutes.
     */
    reauthAt: integer("reauth_at", { mode: "timestamp_ms" }),
    reauthMethod: text("reauth_method", { enum: ["password", "code", "passkey"] }),
    reauthPasskeyId: text("reauth_passkey_id"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/**
 * A sign-up waiting for its e-mailed link. Not an account: it holds its own name and password
 * hash, tied to its own token, so whoever registers someone else's address first gains nothing
 * (docs/decisions/003-accounts-and-sessions.md). Confirming one creates the account and drops the others for the address.
 */
export const pendingSignups = sqliteTable(
  "pending_signups",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** SHA-256 (hex) of the token in the confirmation link. */
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("pending_signups_email_idx").on(t.email)],
);

export const emailTokens = sqliteTable(
  "email_tokens",
  {
    /** SHA-256 (hex) of the token in the e-mailed link. */
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["confirm", "reset"] }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_tokens_user_purpose_idx").on(t.userId, t.purpose),
    check("email_tokens_purpose_check", sql`${t.purpose} in ('confirm', 'reset')`),
  ],
);

/**
 * Every wrong password for an e-mail address, known or not (app/accounts/login-lock.server.ts): at most
 * 10 an hour. The address is kept only as a hash; rows older than a day are deleted daily.
 */
export const loginFailures = sqliteTable(
  "login_failures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    addressHash: text("address_hash").notNull(),
    failedAt: integer("failed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("login_failures_address_failed_idx").on(t.addressHash, t.failedAt)],
);

/**
 * Two-step verification (RFC 6238, app/accounts/two-step.server.ts): the account's TOTP secret,
 * on while `enabledAt` is set (a secret without it waits for its first code), and the last time
 * step a code was accepted for, so no code counts twice.
 */
export const twoStepSecrets = sqliteTable("two_step_secrets", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Base32, as authenticator apps take it. */
  secret: text("secret").notNull(),
  enabledAt: integer("enabled_at", { mode: "timestamp_ms" }),
  lastStep: integer("last_step").notNull().default(0),
  /**
   * A secret waiting for its first code belongs to the session that asked for it: only that
   * session sees it and may confirm it (another session of the account, say a stolen cookie,
   * cannot). It goes with that session; null once two-step verification is on.
   */
  pendingSessionId: text("pending_session_id").references(() => sessions.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/** One-time recovery codes of two-step verification, stored as SHA-256 hashes. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/**
 * The second step of a sign-in: issued after a correct password to an account with two-step
 * verification, single-use, 5 minutes. Only the token's hash is stored; the page keeps the token,
 * never the password.
 */
export const loginChallenges = sqliteTable(
  "login_challenges",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_challenges_user_idx").on(t.userId)],
);

/**
 * Browsers that signed in to an account (app/accounts/devices.server.ts): the SHA-256 of a random
 * id in a long-lived cookie, and when it last did. A sign-in from one not seen for 30 days mails
 * the owner "New sign-in to your ADRIG account".
 */
export const knownDevices = sqliteTable(
  "known_devices",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceHash: text("device_hash").notNull(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/** Wrong codes at the second step, per account: at most 5 in 15 minutes. */
export const codeFailures = sqliteTable(
  "code_failures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    failedAt: integer("failed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("code_failures_user_failed_idx").on(t.userId, t.failedAt)],
);

/**
 * Passkeys (WebAuthn credentials, app/accounts/passkeys.server.ts): the public key and what the
 * library needs to verify a sign-in. The id is the credential id (base64url) the browser presents.
 */
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** The authenticator's signature counter; a sign-in must raise it (unless it stays 0). */
    counter: integer("counter").notNull().default(0),
    /** JSON array of transports ("internal", "hybrid", ...), as the browser reported them. */
    transports: text("transports"),
    /** "singleDevice" or "multiDevice" (synced), and whether it is backed up. */
    deviceType: text("device_type").notNull(),
    backedUp: integer("backed_up", { mode: "boolean" }).notNull().default(false),
    /** Given by the owner on /account; "Chrome on Linux" at first. */
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

/**
 * WebAuthn challenges already answered. A challenge is signed, not stored, when it is handed out
 * (so asking for one costs no write); a verified answer spends it here, and a second answer with
 * it is refused. Rows go once the challenge has expired (5 minutes).
 */
export const spentChallenges = sqliteTable(
  "spent_webauthn_challenges",
  {
    challenge: text("challenge").primaryKey(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("spent_webauthn_challenges_expires_idx").on(t.expiresAt)],
);

/**
 * A change of an account's e-mail address (app/accounts/email-change.server.ts): asked for on
 * /account after "Confirm it's you", completed by the link mailed to the new address (24 hours,
 * single use), undoable for 7 days from the link mailed to the old one. Only the SHA-256 of
 * either link's token is kept. The address moves only on completion.
 */
export const emailChanges = sqliteTable(
  "email_changes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The account's address when the change was asked for, and the one asked for (both trimmed, lower-cased). */
    oldEmail: text("old_email").notNull(),
    newEmail: text("new_email").notNull(),
    /**
     * SHA-256 of the link's token mailed to the new address; null when no link went out (the
     * address was taken, or past its mail cap): such a change can never complete.
     */
    tokenHash: text("token_hash").unique(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** SHA-256 of the undo link's token (signed with SESSION_SECRET), mailed to the old address. */
    undoTokenHash: text("undo_token_hash").notNull().unique(),
    undoExpiresAt: integer("undo_expires_at", { mode: "timestamp_ms" }).notNull(),
    /** `sessions.id` of the session that asked: the one session the completion keeps. */
    sessionId: text("session_id"),
    createdAt: createdAt(),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
    /** Replaced by a newer request, or undone before it completed. */
    cancelledAt: integer("cancelled_at", { mode: "timestamp_ms" }),
    /** When the undo link was used (it works once). */
    undoneAt: integer("undone_at", { mode: "timestamp_ms" }),
    /** Whether the completion moved the old address's newsletter subscription to the new address. */
    newsletterMoved: integer("newsletter_moved", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [index("email_changes_user_idx").on(t.userId)],
);

export type User = typeof users.$inferSelect;

export type Session = typeof sessions.$inferSelect;

export type Passkey = typeof passkeys.$inferSelect;

export type PendingSignup = typeof pendingSignups.$inferSelect;

export type EmailChange = typeof emailChanges.$inferSelect;

/**
 * The security log (app/accounts/security-log.server.ts): sign-ins, refused sign-ins of a locked
 * address, factors added and removed, password and e-mail changes, sessions ended, data downloads
 * and staff role changes, each with the browser and approximate place that devices.ts derives
 * (never an IP address). Kept a year; deleted with the account. For staff events `actor_user_id`
 * is who made the change (kept as null when that account is deleted), and `actor_name` and
 * `actor_email` name them as they were. Repeats of a routine event within an hour are one row.
 */
export const securityEvents = sqliteTable(
  "security_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SECURITY_EVENT_KINDS }).notNull(),
    /** A small detail, such as a passkey's name; never a secret. */
    detail: text("detail"),
    browser: text("browser"),
    place: text("place"),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * Staff events: the actor's name and address as they were when the change was made, written
     * with it, so a later rename, change of address or deleted account leaves the event as it was.
     */
    actorName: text("actor_name"),
    actorEmail: text("actor_email"),
    /** A routine entry's first time (security-log.ts, `weightOf`). */
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    /** A routine entry: how many times it happened within the hour from `createdAt`, and the last time. */
    repeats: integer("repeats").notNull().default(1),
    lastAt: integer("last_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("security_events_user_created_idx").on(t.userId, t.createdAt),
    index("security_events_kind_created_idx").on(t.kind, t.createdAt),
    index("security_events_created_idx").on(t.createdAt),
  ],
);

/**
 * Low-risk security changes waiting to be told in one mail (app/accounts/security-notices.server.ts):
 * the first opens a window of a few minutes, and the every-minute cron mails each window once.
 */
export const securityNotices = sqliteTable(
  "security_notices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The sentence the mail says, without its full stop. */
    what: text("what").notNull(),
    browser: text("browser").notNull(),
    place: text("place"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("security_notices_user_created_idx").on(t.userId, t.createdAt)],
);

export type SecurityEvent = typeof securityEvents.$inferSelect;
