import { and, eq, gt, isNull, lte } from "drizzle-orm";
import { logEvent } from "~/platform/log.server";
import type { BookingDeps } from "./deps.server";
import { sendBookingMail } from "./mails.server";
import { type Booking, bookings } from "./schema.server";
import { noticeStaff } from "./staff-notices.server";

/**
 * Reminders 24 hours and 1 hour before a confirmed booking, to the client and to the staff member
 * whose booking it is, from the every-minute cron. Each is
 * claimed by a conditional UPDATE before it is queued, so two runs never send it twice; a
 * cancelled booking gets none; moving a booking clears both (it gets its own). When the day's
 * reminder is due so late that the hour's is due too (the cron was down), only the hour's goes.
 */

const HOUR_MS = 60 * 60 * 1000;
/** At most this many reminders of each kind per run; the next minute's run takes the rest. */
const REMINDERS_PER_RUN = 50;

type ReminderDeps = Pick<BookingDeps, "db" | "mailer" | "now" | "origin" | "secret" | "companyMailbox">;

async function claim(deps: ReminderDeps, booking: Booking, column: "remindedDayAt" | "remindedHourAt", now: Date) {
  const [row] = await deps.db
    .update(bookings)
    .set({ [column]: now })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, "confirmed"), isNull(bookings[column])))
    .returning({ id: bookings.id });
  return Boolean(row);
}

async function due(deps: ReminderDeps, column: "remindedDayAt" | "remindedHourAt", within: number, now: Date) {
  return deps.db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        isNull(bookings[column]),
        gt(bookings.startAt, now),
        lte(bookings.startAt, new Date(now.getTime() + within)),
      ),
    )
    .limit(REMINDERS_PER_RUN);
}

/** Sends the reminders due at `now`; how many of each went. */
export async function sendDueReminders(deps: ReminderDeps): Promise<{ day: number; hour: number }> {
  const now = deps.now();
  let day = 0;
  let hour = 0;
  for (const booking of await due(deps, "remindedHourAt", HOUR_MS, now)) {
    // The day's reminder is spent too: it would arrive after this one.
    if (await claim(deps, booking, "remindedHourAt", now)) {
      await claim(deps, booking, "remindedDayAt", now);
      if (await sendBookingMail(deps, booking, "reminder_hour")) hour++;
      await noticeStaff(deps, booking, "reminder_hour");
    }
  }
  for (const booking of await due(deps, "remindedDayAt", 24 * HOUR_MS, now)) {
    if (await claim(deps, booking, "remindedDayAt", now)) {
      if (await sendBookingMail(deps, booking, "reminder_day")) day++;
      await noticeStaff(deps, booking, "reminder_day");
    }
  }
  if (day + hour > 0) logEvent("info", "booking_reminders_sent", { day, hour });
  return { day, hour };
}
