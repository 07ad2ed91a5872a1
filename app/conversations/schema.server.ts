// Relative imports only: drizzle-kit loads the schema files without the app's `~/` alias.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "../accounts/schema.server";
import { createdAt } from "../platform/db/columns.server";
import type { Visit } from "../site/visit";
import { CONVERSATION_CHANNELS, CONVERSATION_STATUSES, ENTRY_KINDS } from "./conversations";

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
    /** How it came: the contact form, a booked consultation, or e-mail (docs/reports.md). */
    channel: text("channel", { enum: CONVERSATION_CHANNELS }).notNull().default("form"),
    /**
     * Where the visit that sent it came from, as the visitor's tab told it (app/site/visit.ts):
     * null when the browser sent nothing (no JavaScript, or nothing to tell).
     */
    visit: text("visit", { mode: "json" }).$type<Visit>(),
    /** The latest closing and who closed it (a reopened conversation keeps them until the next). */
    closedAt: integer("closed_at", { mode: "timestamp_ms" }),
    closedBy: text("closed_by").references(() => users.id, { onDelete: "set null" }),
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
    // The inbox at 10,000 conversations (docs/performance.md, "Throughput"): Needs reply in its order without a
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
    conversationId: text("message_id")
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
    index("conversation_entries_message_created_idx").on(t.conversationId, t.createdAt),
    uniqueIndex("conversation_entries_message_mail_idx").on(t.conversationId, t.emailMessageId),
    uniqueIndex("conversation_entries_message_key_idx").on(t.conversationId, t.idempotencyKey),
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
 * them deletes the objects first (app/conversations/attachments.server.ts).
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
    conversationId: text("message_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("reply_addresses_message_idx").on(t.conversationId)],
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

export type Conversation = typeof conversations.$inferSelect;

export type ConversationEntry = typeof conversationEntries.$inferSelect;

export type Attachment = typeof attachments.$inferSelect;

export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
