// Relative imports only: drizzle-kit loads the schema files without the app's `~/` alias.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./db/columns.server";

/**
 * The kinds of mail a request can send to an address, each capped per recipient: those a request
 * names the address for, the new-sign-in notice (a flood of sign-ins must not flood the owner),
 * and a booking's mails to its client that a request causes (booked, moved, cancelled).
 */
export const CAPPED_MAIL_KINDS = [
  "signup",
  "reset",
  "resend",
  "subscribe",
  "sign-in",
  "email-change",
  "claim",
  "booking-confirm",
  "contact-copy",
  "booking-confirmation",
  "booking-moved",
  "booking-cancelled",
  "contact-confirm",
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
  /** Attached files (a calendar invitation) as a JSON list of { filename, type, content }, or null. */
  attachments: text("attachments", { mode: "json" }).$type<{ filename: string; type: string; content: string }[]>(),
  createdAt: createdAt(),
});

export type CappedMailKind = (typeof CAPPED_MAIL_KINDS)[number];
