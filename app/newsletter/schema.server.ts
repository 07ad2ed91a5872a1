// Relative imports only: drizzle-kit loads the schema files without the app's `~/` alias.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "../accounts/schema.server";
import { createdAt } from "../platform/db/columns.server";

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

export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;

export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export type NewsletterIssue = typeof newsletterIssues.$inferSelect;

export type NewsletterDelivery = typeof newsletterDeliveries.$inferSelect;

export type NewsletterImage = typeof newsletterImages.$inferSelect;
