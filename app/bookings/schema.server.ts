// Relative imports only: drizzle-kit loads the schema files without the app's `~/` alias.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "../accounts/schema.server";
import { conversations } from "../conversations/schema.server";
import { createdAt } from "../platform/db/columns.server";
import type { Visit } from "../site/visit";
import { BOOKING_STATUSES, type WeeklyHours } from "./booking-rules";

/**
 * One staff member's bookable time (docs/bookings.md): weekly hours written in IST, the meeting's
 * length and the buffer kept free after each, the days they are away (IST dates), the meeting link
 * sent with each booking, and whether they take bookings at all. The secret calendar feed's token
 * is kept as its hash; null while they have none (or revoked it).
 */
export const bookingAvailability = sqliteTable("booking_availability", {
  staffId: text("staff_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Weekday (0 = Sunday) to ranges of "HH:MM" in IST, e.g. {"1": [["10:00", "13:00"]]}. */
  weeklyHours: text("weekly_hours", { mode: "json" }).$type<WeeklyHours>().notNull(),
  meetingMinutes: integer("meeting_minutes").notNull().default(30),
  bufferMinutes: integer("buffer_minutes").notNull().default(0),
  /** "YYYY-MM-DD" dates in IST on which nothing is offered. */
  blockedDays: text("blocked_days", { mode: "json" }).$type<string[]>().notNull(),
  meetingLink: text("meeting_link").notNull().default(""),
  takesBookings: integer("takes_bookings", { mode: "boolean" }).notNull().default(false),
  feedTokenHash: text("feed_token_hash"),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
});

/**
 * A booked consultation: its start and end in UTC, the staff member whose slot it was, the topic
 * and the client's details. While it is `confirmed`, the partial unique index on (staff, start)
 * makes a second booking of the same slot impossible: the database decides a race, not a read.
 * `sequence` is the invitation's SEQUENCE (raised on each reschedule and on the cancel): while
 * the booking stands it is the number of moves, which MAX_MOVES (booking-rules.ts) caps.
 */
export const bookings = sqliteTable(
  "bookings",
  {
    id: text("id").primaryKey(),
    staffId: text("staff_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The client's account when booked signed in; the booking goes with the account. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    company: text("company").notNull().default(""),
    note: text("note").notNull().default(""),
    /** A service category's value or an engagement's slug (app/bookings/topics.ts). */
    topic: text("topic").notNull(),
    /** The visitor's IANA time zone, for the times in their mails. */
    timeZone: text("time_zone").notNull(),
    startAt: integer("start_at", { mode: "timestamp_ms" }).notNull(),
    endAt: integer("end_at", { mode: "timestamp_ms" }).notNull(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("confirmed"),
    sequence: integer("sequence").notNull().default(0),
    /** The start it had before its latest move (null until moved): the page and the mail name both. */
    previousStartAt: integer("previous_start_at", { mode: "timestamp_ms" }),
    meetingLink: text("meeting_link").notNull().default(""),
    conversationId: text("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    cancelReason: text("cancel_reason"),
    cancelledBy: text("cancelled_by", { enum: ["client", "staff"] }),
    remindedDayAt: integer("reminded_day_at", { mode: "timestamp_ms" }),
    remindedHourAt: integer("reminded_hour_at", { mode: "timestamp_ms" }),
    /** Where the visit that booked it came from (app/site/visit.ts); null when the browser sent nothing. */
    visit: text("visit", { mode: "json" }).$type<Visit>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("bookings_staff_start_confirmed_idx").on(t.staffId, t.startAt).where(sql`status = 'confirmed'`),
    index("bookings_start_idx").on(t.status, t.startAt),
    index("bookings_email_idx").on(t.email, t.startAt),
    index("bookings_user_idx").on(t.userId, t.startAt),
  ],
);

/**
 * A staff member's calendar that a client's moves have made stale, waiting for the one notice of
 * its gathering window (staff-move-notices.server.ts): one row per booking and staff member, made
 * by the first move of the window (later moves change nothing here). `known_start_at` is the start
 * their calendar holds, null when it does not hold the booking (it was moved to them). The
 * every-minute cron claims each row once its window has closed and tells them where it stands now.
 */
export const bookingStaffNotices = sqliteTable(
  "booking_staff_notices",
  {
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    staffId: text("staff_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    knownStartAt: integer("known_start_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.staffId] }),
    index("booking_staff_notices_created_idx").on(t.createdAt),
  ],
);

export type Booking = typeof bookings.$inferSelect;
export type Availability = typeof bookingAvailability.$inferSelect;
