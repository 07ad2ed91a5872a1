// Relative imports only: drizzle-kit loads the schema files without the app's `~/` alias.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./db/columns.server";

/**
 * One row per capped mail sent to an address (app/platform/mail/recipient-caps.server.ts): whatever the source,
 * an address gets at most 3 of a kind an hour and 10 a day. Hashed address; kept a day. The kind
 * is one a domain declared (`cappedMailKinds`): plain text, checked when it is written.
 */
export const cappedMails = sqliteTable(
  "capped_mails",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    addressHash: text("address_hash").notNull(),
    kind: text("kind").notNull(),
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
  /** Attached files (a calendar invitation) as a JSON list of { filename, type, content }, or null. */
  attachments: text("attachments", { mode: "json" }).$type<{ filename: string; type: string; content: string }[]>(),
  createdAt: createdAt(),
});
