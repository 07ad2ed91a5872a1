// Relative imports only: drizzle-kit loads the schema files without the app's `~/` alias.
import { sql } from "drizzle-orm";
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { OfficeHours } from "./office-hours";

/** A count per key ("form": 3), as one JSON object. */
export type Counts = Record<string, number>;

const counts = (name: string) => text(name, { mode: "json" }).$type<Counts>().notNull().default(sql`'{}'`);
const seconds = (name: string) => text(name, { mode: "json" }).$type<number[]>().notNull().default(sql`'[]'`);
const count = (name: string) => integer(name).notNull().default(0);

/**
 * One row per IST day (docs/reports.md, docs/decisions/034-reports-and-roll-ups.md): counts only,
 * no person, kept by the writes themselves in their own D1 batch (app/reports/counters.server.ts).
 * A report of N days reads N rows. Durations are kept whole, in seconds, so medians and 90th
 * percentiles are exact; they name no conversation. Deleting an account or a conversation
 * changes nothing here.
 */
export const reportDays = sqliteTable("report_days", {
  /** The IST date, "YYYY-MM-DD". */
  day: text("day").primaryKey(),
  /** New conversations by channel (form, email, booking): their sum is the day's new conversations. */
  channels: counts("channels"),
  /** By service value ("" when none was given). */
  services: counts("services"),
  /** By the page "Contact" or "Schedule a Consultation" was pressed on ("" when not known). */
  fromPages: counts("from_pages"),
  /** By the first page of the visit ("" when not known). */
  landingPages: counts("landing_pages"),
  /** By the referring site's host ("" for none: direct, or not known). */
  referrers: counts("referrers"),
  /** By UTM campaign ("" for none). */
  campaigns: counts("campaigns"),
  /** New conversations by IST hour of the day, 24 counts (the weekday is the day's). */
  hours: text("hours", { mode: "json" })
    .$type<number[]>()
    .notNull()
    .default(sql`'[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]'`),
  /** Each first reply sent this day: seconds since the conversation came, wall clock, in ascending order. */
  firstReplySeconds: seconds("first_reply_seconds"),
  /** The same first replies, counting only the office hours set when each was sent, in ascending order. */
  firstReplyOfficeSeconds: seconds("first_reply_office_seconds"),
  /** Each closing this day: seconds since the conversation came, in ascending order. */
  closeSeconds: seconds("close_seconds"),
  /** The staff replies the conversations closed this day had then, added up (their mean needs no more). */
  repliesAtClose: count("replies_at_close"),
  /** Consultations booked this day. */
  bookingsMade: count("bookings_made"),
  /** Consultations on this day still confirmed (held once the day is over). */
  meetings: count("meetings"),
  /** Consultations on this day marked no-show. */
  noShows: count("no_shows"),
  /** Consultations on this day that were cancelled. */
  cancelled: count("cancelled"),
  /** Newsletter addresses confirmed this day. */
  subscribed: count("subscribed"),
  /** Confirmed addresses that left this day. */
  unsubscribed: count("unsubscribed"),
});

/**
 * One row per IST day and staff member who replied or closed that day. The staff member is named
 * by account id only, with no foreign key: a deleted account's counts stay ("Former staff member").
 */
export const reportStaffDays = sqliteTable(
  "report_staff_days",
  {
    day: text("day").notNull(),
    staffId: text("staff_id").notNull(),
    replies: count("replies"),
    closed: count("closed"),
    /** Their first replies this day, seconds since the conversation came (wall clock), in ascending order. */
    firstReplySeconds: seconds("first_reply_seconds"),
  },
  (t) => [primaryKey({ columns: [t.day, t.staffId] })],
);

/**
 * Running figures and markers: `subscribers` (confirmed addresses now, kept with each change),
 * `built_at` (when the roll-ups were last rebuilt from the records; none: never).
 */
export const reportState = sqliteTable("report_state", {
  name: text("name").primaryKey(),
  value: integer("value").notNull(),
});

/**
 * One row (`id` 1): a random number, made anew by triggers (migrations/0026_report_version.sql)
 * whenever any row of `report_days`, `report_staff_days`, `report_state` or `report_settings` is
 * written or removed, in the writing statement itself. A value names one state of those rows: a
 * view made for it is that state's view (app/reports/view-cache.server.ts).
 */
export const reportVersion = sqliteTable("report_version", {
  id: integer("id").primaryKey(),
  value: integer("value").notNull(),
});

/** The office hours staff set (the reports page): one row, `office_hours`. */
export const reportSettings = sqliteTable("report_settings", {
  name: text("name").primaryKey(),
  value: text("value", { mode: "json" }).$type<OfficeHours>().notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

export type ReportDay = typeof reportDays.$inferSelect;
export type ReportStaffDay = typeof reportStaffDays.$inferSelect;
