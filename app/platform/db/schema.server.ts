import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { SECURITY_EVENT_KINDS } from "../../accounts/security-log";
// Relative, not `~/`: drizzle-kit loads this file without the app's path alias.
import { CONVERSATION_STATUSES, ENTRY_KINDS } from "../../conversations/conversations";

/** Milliseconds since the epoch, set by the database when the row is written. */
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

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
 * A conversation (docs/decisions/010-contact-messages.md, 025): what a client starts from the
 * contact form. The row holds the client's first message; every later entry (our replies, the
 * client's answers, staff notes and events) is a row of `conversation_entries`. The SQL table
 * keeps its first name, `contact_messages`: renaming a live table buys nothing a reader of the
 * code needs, and every name in the code says conversation.
 */
export const conversations = sqliteTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    service: text("service"),
    message: text("message").notNull(),
    /** New (no reply from us yet), Client replied, Replied (our reply is the last word), Closed. */
    status: text("status", { enum: CONVERSATION_STATUSES }).notNull().default("new"),
    createdAt: createdAt(),
    /** The newest entry's time (the message's own at first): the inbox lists by it. */
    lastActivityAt: integer("last_activity_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    /** Who wrote the newest entry, and the staff member's name when it was us. */
    lastAuthor: text("last_author", { enum: ["client", "staff"] })
      .notNull()
      .default("client"),
    lastAuthorName: text("last_author_name"),
    /** True only for Turnstile-verified visitors and signed-in users; only these are ever listed. */
    isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
    /** When the notification to CONTACT_INBOX went out; null until then (the cron re-queues those). */
    notifiedAt: integer("notified_at", { mode: "timestamp_ms" }),
    /** The staff member who owns it; null while unassigned (its answers then go to CONTACT_INBOX). */
    assigneeId: text("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * Since when the client has waited for us: the message's time, or the first answer after our
     * last reply; null while our reply is the last word. Needs reply lists the longest wait first.
     */
    waitingSince: integer("waiting_since", { mode: "timestamp_ms" }),
    /** The start of the newest message or reply (never a note), for the inbox's rows. */
    lastPreview: text("last_preview").notNull().default(""),
    /** The client's newest words (the message or an answer): unread for staff who opened it before. */
    lastClientAt: integer("last_client_at", { mode: "timestamp_ms" }),
    /** Our newest reply to the client; null before the first. */
    lastStaffAt: integer("last_staff_at", { mode: "timestamp_ms" }),
    /**
     * When the client last opened the conversation on /messages: it is unread for them while our
     * newest reply is later (the header's "Messages N" counts those).
     */
    clientReadAt: integer("client_read_at", { mode: "timestamp_ms" }),
    /**
     * Its document in the inbox's search index (`conversation_search`'s rowid): set by the
     * index's triggers (migration 0016), never by the code. A number of its own, because a table
     * keyed by text may renumber its rowids (VACUUM) and the index must never point elsewhere.
     */
    searchDoc: integer("search_doc"),
    /**
     * When a conversation started signed out was added to the account of its address by that
     * account's owner, from the link mailed there (app/conversations/claims.server.ts). Until
     * then `user_id` stays null and the conversation is in nobody's portal.
     */
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    // The two halves of the "Your Messages" query (by user id, by e-mail), newest first.
    index("contact_messages_user_created_idx").on(t.userId, t.createdAt),
    index("contact_messages_email_created_idx").on(t.email, t.createdAt),
    // The staff inbox's filters (status, then verified) over pages of the latest activity first.
    // Status leads so that the "Your Messages" query, which does not name it, keeps its own two.
    index("contact_messages_inbox_idx").on(t.status, t.isVerified, t.lastActivityAt),
    index("contact_messages_assignee_idx").on(t.assigneeId, t.lastActivityAt),
    // Needs reply: New (verified) and Client replied, the longest wait first.
    index("contact_messages_waiting_idx").on(t.status, t.isVerified, t.waitingSince),
    // The inbox at 10,000 conversations (docs/performance.md): Needs reply in its order without a
    // sort (its page names this index, app/conversations/inbox.server.ts, so the condition
    // must stay the view's word for word), one status and All by latest activity, and each view's
    // count read from an index instead of the table.
    index("contact_messages_needs_reply_idx")
      .on(t.waitingSince, t.id)
      .where(sql`(status = 'new' and is_verified = 1) or status = 'client_replied'`),
    index("contact_messages_status_latest_idx").on(t.status, t.lastActivityAt, t.id),
    index("contact_messages_latest_idx").on(t.lastActivityAt, t.id),
    index("contact_messages_assignee_status_idx").on(t.assigneeId, t.status, t.isVerified),
    // A search's hits to their conversations, with every column the views filter and the page
    // sorts on, so a search's counts and the choice of its page read no conversation's row.
    index("contact_messages_search_doc_idx").on(t.searchDoc, t.status, t.isVerified, t.assigneeId, t.id),
  ],
);

/**
 * The entries of a conversation after its first message, in order: our replies (author `staff`,
 * with the staff member and their name as it was then) and the client's answers (author
 * `client`, from the site or by e-mail). Deleting the message deletes its entries.
 */
export const conversationEntries = sqliteTable(
  "conversation_entries",
  {
    id: text("id").primaryKey(),
    messageId: text("message_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    author: text("author", { enum: ["client", "staff"] }).notNull(),
    /**
     * A message (the client's answer or our reply), or, staff only, a note or an event ("Arun
     * assigned this to Priya"). Notes and events never reach a client: not a page, a mail or an export.
     */
    kind: text("kind", { enum: ENTRY_KINDS }).notNull().default("message"),
    staffId: text("staff_id").references(() => users.id, { onDelete: "set null" }),
    staffName: text("staff_name"),
    body: text("body").notNull(),
    /** How a client's answer came: the contact page or a reply to our mail. */
    via: text("via", { enum: ["web", "email"] })
      .notNull()
      .default("web"),
    /**
     * The Message-ID of an e-mailed answer: a redelivered mail is stored once per conversation
     * (one mail sent to two of a client's reply addresses is stored in both).
     */
    emailMessageId: text("email_message_id"),
    /**
     * The key of a composed reply or note: a double click or a retried request stores it once per
     * conversation (a key used in another conversation is no reason to drop this one).
     */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("conversation_entries_message_created_idx").on(t.messageId, t.createdAt),
    uniqueIndex("conversation_entries_message_mail_idx").on(t.messageId, t.emailMessageId),
    uniqueIndex("conversation_entries_message_key_idx").on(t.messageId, t.idempotencyKey),
  ],
);

/**
 * When each staff member last opened a conversation: it is unread for them when the client wrote
 * after that (`last_client_at`).
 */
export const conversationReads = sqliteTable(
  "conversation_reads",
  {
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    staffId: text("staff_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: integer("read_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.staffId] })],
);

/** The file types a conversation takes, by what their bytes are (app/conversations/attachments.ts). */
export const ATTACHMENT_KINDS = ["pdf", "docx", "xlsx", "pptx", "png", "jpeg", "txt", "csv", "zip"] as const;

/**
 * A file of a conversation (docs/decisions/026-client-portal.md): attached to its first message
 * (`entry_id` null) or to one entry. The bytes live in the R2 bucket ATTACHMENTS under `key`;
 * a file of an e-mailed answer that was over the limits is listed with no key and the reason it
 * was not kept. Deleting the conversation or the entry deletes the row; the module that deletes
 * them deletes the objects first (app/.server/conversations/attachments/store.ts).
 */
export const attachments = sqliteTable(
  "attachments",
  {
    id: text("id").primaryKey(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    entryId: text("entry_id").references(() => conversationEntries.id, { onDelete: "cascade" }),
    /** The name the sender gave it, cleaned, with the extension of what its bytes are. */
    name: text("name").notNull(),
    /** Null only for a file that was not kept. */
    kind: text("kind", { enum: ATTACHMENT_KINDS }),
    bytes: integer("bytes").notNull(),
    /** The R2 object; null for a file that was not kept. */
    key: text("key"),
    /** Why an e-mailed file was not kept ("larger than 10 MB"); null for a kept one. */
    notKept: text("not_kept"),
    /** Its place among the files sent together: they are listed in the order they were chosen. */
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("attachments_conversation_idx").on(t.conversationId, t.createdAt)],
);

/** Replies staff keep for reuse, with `{first_name}` and `{service}` filled in when inserted. */
export const savedReplies = sqliteTable("saved_replies", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  body: text("body").notNull(),
  createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
});

/**
 * The Reply-To addresses of the mails we sent in a conversation (`reply+<token>@…`): only the
 * SHA-256 of each token is kept, and it names one conversation. A reply to any of our mails
 * reaches the Worker's email() handler, which finds the conversation by it.
 */
export const replyAddresses = sqliteTable(
  "reply_addresses",
  {
    tokenHash: text("token_hash").primaryKey(),
    messageId: text("message_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("reply_addresses_message_idx").on(t.messageId)],
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
 * The kinds of mail a request can send to an address, each capped per recipient: those a request
 * names the address for, and the new-sign-in notice (a flood of sign-ins must not flood the owner).
 */
export const CAPPED_MAIL_KINDS = [
  "signup",
  "reset",
  "resend",
  "subscribe",
  "sign-in",
  "email-change",
  "claim",
] as const;

/**
 * One row per capped mail sent to an address (app/platform/mail/recipient-caps.server.ts): whatever the source,
 * an address gets at most 3 of a kind an hour and 10 a day. Hashed address; kept a day.
 */
export const cappedMails = sqliteTable(
  "capped_mails",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    addressHash: text("address_hash").notNull(),
    kind: text("kind", { enum: CAPPED_MAIL_KINDS }).notNull(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("capped_mails_address_kind_sent_idx").on(t.addressHash, t.kind, t.sentAt)],
);

/** Every Turnstile token the server has accepted, so a token is honoured once only. */
export const usedCaptchaTokens = sqliteTable("used_captcha_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  usedAt: integer("used_at", { mode: "timestamp_ms" }).notNull(),
});

/** The `outbox` mail transport (local dev and tests) writes here; /dev/outbox lists it. */
export const mailOutbox = sqliteTable("mail_outbox", {
  id: text("id").primaryKey(),
  to: text("to").notNull(),
  from: text("from").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  replyTo: text("reply_to"),
  /** Extra headers (e.g. List-Unsubscribe) as a JSON object, or null. */
  headers: text("headers", { mode: "json" }).$type<Record<string, string>>(),
  createdAt: createdAt(),
});

export const NEWSLETTER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;

/**
 * Newsletter subscribers (double opt-in). One row per address; only the SHA-256 of the current
 * confirm and unsubscribe tokens is kept, like every other e-mailed link.
 */
export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: text("id").primaryKey(),
    /** Trimmed and lower-cased, so equality is the uniqueness rule. */
    email: text("email").notNull().unique(),
    status: text("status", { enum: NEWSLETTER_STATUSES }).notNull().default("pending"),
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: integer("confirm_expires_at", { mode: "timestamp_ms" }),
    unsubscribeTokenHash: text("unsubscribe_token_hash"),
    /** Which form the consent came from (`blog`, `footer`, `page`). */
    source: text("source").notNull(),
    /** When the last confirmation mail went out: at most one per address per 10 minutes. */
    confirmMailedAt: integer("confirm_mailed_at", { mode: "timestamp_ms" }),
    /** When the form was last sent for this address (written by every request, whatever the state). */
    requestedAt: integer("requested_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    unsubscribedAt: integer("unsubscribed_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("newsletter_subscribers_confirm_token_idx").on(t.confirmTokenHash),
    index("newsletter_subscribers_unsubscribe_token_idx").on(t.unsubscribeTokenHash),
    index("newsletter_subscribers_status_confirmed_idx").on(t.status, t.confirmedAt),
    check("newsletter_subscribers_status_check", sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

export const NEWSLETTER_ISSUE_STATUSES = ["draft", "sending", "sent"] as const;

/**
 * An issue of ADRIG Insights (docs/decisions/018-newsletter-issues.md): written in Markdown, a draft
 * until "Send now" freezes it and its recipients, then Sending until every delivery is done.
 */
export const newsletterIssues = sqliteTable(
  "newsletter_issues",
  {
    id: text("id").primaryKey(),
    /** The archive's address (`/newsletter/issues/<slug>`), given when sending starts. */
    slug: text("slug").unique(),
    subject: text("subject").notNull(),
    previewText: text("preview_text").notNull().default(""),
    bodyMarkdown: text("body_markdown").notNull(),
    status: text("status", { enum: NEWSLETTER_ISSUE_STATUSES }).notNull().default("draft"),
    /** Written by the one "Send now" that froze the issue: a second press matches nothing. */
    sendToken: text("send_token"),
    recipientCount: integer("recipient_count").notNull().default(0),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
    sendStartedAt: integer("send_started_at", { mode: "timestamp_ms" }),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    /**
     * Raised by every save that changed the draft: a save names the version it started from and
     * changes nothing when another window saved since (docs/decisions/024-newsletter-editor.md).
     */
    version: integer("version").notNull().default(1),
    /** A draft with a time here is started by the every-minute cron once the time has come. */
    scheduledAt: integer("scheduled_at", { mode: "timestamp_ms" }),
    /** The links of a scheduled issue's mails (mail/links.ts), chosen when it was scheduled. */
    scheduledOrigin: text("scheduled_origin"),
  },
  (t) => [
    index("newsletter_issues_status_sent_idx").on(t.status, t.sentAt),
    index("newsletter_issues_scheduled_idx").on(t.scheduledAt),
  ],
);

export const NEWSLETTER_DELIVERY_STATUSES = ["pending", "claimed", "sent", "failed", "skipped"] as const;

/**
 * One row per (issue, subscriber), made when sending starts: the frozen recipient list. A row
 * is claimed before its mail is handed to the transport and marked sent after, so no redelivery,
 * retry or second consumer mails anyone twice. Each mail's unsubscribe link has a token of its
 * own, of which only the SHA-256 is kept here.
 */
export const newsletterDeliveries = sqliteTable(
  "newsletter_deliveries",
  {
    /** The order of the frozen list: queue jobs name slices of it by this number. */
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    issueId: text("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: text("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    status: text("status", { enum: NEWSLETTER_DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    unsubscribeTokenHash: text("unsubscribe_token_hash"),
    /** The transport's reason for the last failed try, without addresses (delivery.ts). */
    lastError: text("last_error"),
    /** When this mail's own unsubscribe link unsubscribed its reader: what the issue did. */
    unsubscribedAt: integer("unsubscribed_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_issue_subscriber_idx").on(t.issueId, t.subscriberId),
    index("newsletter_deliveries_issue_status_idx").on(t.issueId, t.status),
    index("newsletter_deliveries_unsubscribe_token_idx").on(t.unsubscribeTokenHash),
  ],
);

/**
 * An image uploaded for newsletter issues (docs/decisions/024-newsletter-editor.md): the bytes live
 * in the R2 bucket MEDIA under `key` (`newsletter/<sha-256>.<ext>`, so the same image is one
 * object), checked to be a PNG, JPEG or WebP by its bytes; its size is read from them at upload.
 * Only keys listed here are ever served (`/media/<sha-256>.<ext>`).
 */
export const newsletterImages = sqliteTable("newsletter_images", {
  key: text("key").primaryKey(),
  contentType: text("content_type", { enum: ["image/png", "image/jpeg", "image/webp"] }).notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

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

/**
 * "Is this yours? Add it to your messages" (app/conversations/claims.server.ts): a link mailed to
 * a conversation's address, for the account with that address to add a conversation started
 * signed out to its portal. Only the token's hash is kept; it is spent (deleted) when used and
 * dies with its conversation or at its expiry.
 */
export const conversationClaims = sqliteTable(
  "conversation_claims",
  {
    tokenHash: text("token_hash").primaryKey(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** The address the link was mailed to: only the account with this address may use it. */
    email: text("email").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("conversation_claims_conversation_idx").on(t.conversationId),
    index("conversation_claims_expires_idx").on(t.expiresAt),
  ],
);

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Passkey = typeof passkeys.$inferSelect;
export type PendingSignup = typeof pendingSignups.$inferSelect;
export type Conversation = typeof conversations.$inferSelect;
export type ConversationEntry = typeof conversationEntries.$inferSelect;
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
export type NewsletterIssue = typeof newsletterIssues.$inferSelect;
export type NewsletterDelivery = typeof newsletterDeliveries.$inferSelect;
export type NewsletterImage = typeof newsletterImages.$inferSelect;
export type Attachment = typeof attachments.$inferSelect;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
export type CappedMailKind = (typeof CAPPED_MAIL_KINDS)[number];
export type EmailChange = typeof emailChanges.$inferSelect;

/**
 * The security log (app/accounts/security-log.server.ts): sign-ins, refused sign-ins of a locked
 * address, factors added and removed, password and e-mail changes, sessions ended, data downloads
 * and staff role changes, each with the browser and approximate place that devices.ts derives
 * (never an IP address). Kept a year; deleted with the account. For staff events `actor_user_id`
 * is who made the change (kept as null when that account is deleted).
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
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
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
