import { and, eq, sql } from "drizzle-orm";
import { type BodyData, parseWith } from "~/platform/http/body.server";
import { clientIp, rateLimitKeyForIp } from "~/platform/http/client-ip.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { logEvent } from "~/platform/log.server";
import { enforceRateLimit } from "~/platform/rate-limit.server";
import { bookableStaff } from "./availability.server";
import { slotAt } from "./book.server";
import type { BookingDeps } from "./deps.server";
import { sendBookingMail } from "./mails.server";
import { readManageToken } from "./manage-links.server";
import { type Booking, bookings } from "./schema.server";
import { noticeStaff } from "./staff-notices.server";
import { bookingErrors } from "./texts";
import { cancelSchema, rescheduleSchema } from "./validation/booking";

/**
 * The private manage link's page (no sign-in): the booking it names, moved to another offered
 * slot or cancelled. A link that is not ours, or whose meeting is over, opens nothing.
 */

/** The booking a manage link names, while its meeting is not over; else a 404 with the reason. */
export async function bookingForLink(
  deps: Pick<BookingDeps, "db" | "now" | "secret">,
  token: string,
): Promise<Booking> {
  const now = deps.now();
  const id = readManageToken(deps.secret, token, now);
  const [booking] = id ? await deps.db.select().from(bookings).where(eq(bookings.id, id)).limit(1) : [];
  if (!booking || booking.endAt.getTime() <= now.getTime()) {
    throw new UserFacingError(404, bookingErrors.linkInvalid, "link_invalid");
  }
  return booking;
}

function isUniqueViolation(err: unknown): boolean {
  const text = `${err instanceof Error ? err.message : ""} ${err instanceof Error && err.cause instanceof Error ? err.cause.message : ""}`;
  return /UNIQUE constraint failed/i.test(text);
}

/**
 * Moves a confirmed booking to `start` with one of the slot's staff members (its own first), in
 * one conditional UPDATE: nothing of theirs may overlap (the booking itself aside), and the unique
 * index refuses a start someone else confirmed at the same moment. Raises SEQUENCE and clears the
 * reminders, so the new time gets its own.
 */
export async function moveBooking(deps: BookingDeps, booking: Booking, start: Date): Promise<Booking> {
  if (booking.status !== "confirmed") throw new UserFacingError(409, bookingErrors.alreadyCancelled, "cancelled");
  const slot = await slotAt(deps, start);
  const staff = await bookableStaff(deps.db);
  const candidates = [...slot.staffIds].sort((a, b) => Number(b === booking.staffId) - Number(a === booking.staffId));
  for (const staffId of candidates) {
    const hours = staff.find((s) => s.staffId === staffId);
    if (!hours) continue;
    const buffer = hours.bufferMinutes * 60 * 1000;
    const begin = slot.start.getTime();
    const end = slot.end.getTime();
    try {
      const rows = await deps.db.all<{ id: string }>(sql`
        update bookings set staff_id = ${staffId}, start_at = ${begin}, end_at = ${end}, meeting_link = ${hours.meetingLink},
          sequence = sequence + 1, reminded_day_at = null, reminded_hour_at = null
        where id = ${booking.id} and status = 'confirmed' and not exists (
          select 1 from bookings other where other.staff_id = ${staffId} and other.status = 'confirmed'
            and other.id <> ${booking.id} and other.start_at < ${end + buffer} and other.end_at > ${begin - buffer})
        returning id`);
      if (rows.length === 0) continue;
    } catch (err) {
      if (isUniqueViolation(err)) continue;
      throw err;
    }
    const [moved] = await deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    if (!moved) break;
    logEvent("info", "booking_rescheduled", { booking: moved.id, sequence: moved.sequence });
    await sendBookingMail(deps, moved, "rescheduled");
    await noticeStaff(deps, moved, "rescheduled");
    // Moved to someone else's slot: the first staff member's calendar drops it.
    if (moved.staffId !== booking.staffId) {
      await noticeStaff(deps, { ...booking, status: "cancelled", sequence: moved.sequence }, "cancelled");
    }
    return moved;
  }
  throw new UserFacingError(409, bookingErrors.slotTaken, "slot_taken");
}

/** Cancels a confirmed booking (once: a second cancel changes nothing) and mails the METHOD:CANCEL. */
export async function cancelBooking(
  deps: BookingDeps,
  booking: Booking,
  by: "client" | "staff",
  reason: string | null,
): Promise<Booking> {
  const [cancelled] = await deps.db
    .update(bookings)
    .set({
      status: "cancelled",
      sequence: sql`${bookings.sequence} + 1`,
      cancelledBy: by,
      cancelReason: reason || null,
    })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, "confirmed")))
    .returning();
  if (!cancelled) throw new UserFacingError(409, bookingErrors.alreadyCancelled, "cancelled");
  logEvent("info", "booking_cancelled", { booking: cancelled.id, by });
  await sendBookingMail(deps, cancelled, by === "staff" ? "staff_cancelled" : "cancelled", reason);
  await noticeStaff(deps, cancelled, "cancelled");
  return cancelled;
}

/** The manage page's "Move to this time". */
export async function rescheduleFromLink(deps: BookingDeps, token: string, data: BodyData, request: Request) {
  const booking = await bookingForLink(deps, token);
  const input = parseWith(rescheduleSchema, data);
  await enforceRateLimit(deps.limiter, rateLimitKeyForIp(clientIp(request)));
  return moveBooking(deps, booking, input.start);
}

/** The manage page's "Cancel the consultation". */
export async function cancelFromLink(deps: BookingDeps, token: string, data: BodyData, request: Request) {
  const booking = await bookingForLink(deps, token);
  const input = parseWith(cancelSchema, data);
  await enforceRateLimit(deps.limiter, rateLimitKeyForIp(clientIp(request)));
  return cancelBooking(deps, booking, "client", input.reason || null);
}
