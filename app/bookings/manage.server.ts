import { eq, sql } from "drizzle-orm";
import { bookingEntryStatements } from "~/conversations/index.server";
import { d1Statement } from "~/platform/db/write-hooks.server";
import { type BodyData, parseWith } from "~/platform/http/body.server";
import { clientIp, rateLimitKeyForIp } from "~/platform/http/client-ip.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { errorName, logEvent } from "~/platform/log.server";
import { enforceRateLimit } from "~/platform/rate-limit.server";
import { bookableStaff } from "./availability.server";
import { slotAt } from "./book.server";
import { MAX_MOVES, STAFF_ZONE, whenIn } from "./booking-rules";
import type { BookingDeps } from "./deps.server";
import { sendBookingMail } from "./mails.server";
import { readManageToken, readViewToken } from "./manage-links.server";
import { type Booking, bookings } from "./schema.server";
import { gatherMoveStatements, tellWaitingAtCancel } from "./staff-move-notices.server";
import { noticeStaff } from "./staff-notices.server";
import { bookingErrors } from "./texts";
import { cancelSchema, rescheduleSchema } from "./validation/booking";
import { bookingWrites } from "./writes.server";

/**
 * The private manage link's page (no sign-in): the booking it names, moved to another offered
 * slot (at most MAX_MOVES times) or cancelled. A link that is not ours, or whose meeting is over,
 * opens nothing; nor does the confirmation page's read-only token.
 */

type LinkDeps = Pick<BookingDeps, "db" | "now" | "secret">;

async function bookingNamed(deps: LinkDeps, id: string | null): Promise<Booking> {
  const [booking] = id ? await deps.db.select().from(bookings).where(eq(bookings.id, id)).limit(1) : [];
  if (!booking || booking.endAt.getTime() <= deps.now().getTime()) {
    throw new UserFacingError(404, bookingErrors.linkInvalid, "link_invalid");
  }
  return booking;
}

/** The booking a manage link names, while its meeting is not over; else a 404 with the reason. */
export async function bookingForLink(deps: LinkDeps, token: string): Promise<Booking> {
  return bookingNamed(deps, readManageToken(deps.secret, token, deps.now()));
}

/** The booking a read-only token names (the confirmation page, the invitation download); else a 404. */
export async function bookingForView(deps: LinkDeps, token: string): Promise<Booking> {
  return bookingNamed(deps, readViewToken(deps.secret, token, deps.now()));
}

/** How many more times the booking may move (0 once cancelled). */
export function movesLeft(booking: Pick<Booking, "status" | "sequence">): number {
  return booking.status === "confirmed" ? Math.max(0, MAX_MOVES - booking.sequence) : 0;
}

function moveLimitReached(): UserFacingError {
  return new UserFacingError(409, bookingErrors.moveLimit, "move_limit");
}

/** Who moves or cancels a booking: its client (from the private link) or a staff member. */
export type BookingActor = { by: "client" } | { by: "staff"; id: string; name: string };
const CLIENT: BookingActor = { by: "client" };

/** The client's move, as staff read it in the conversation (an event: no reply is asked for). */
function movedText(from: Pick<Booking, "startAt">, to: Pick<Booking, "startAt" | "timeZone">): string {
  return `The client moved the consultation to ${whenIn(to.startAt, STAFF_ZONE)} (their time: ${whenIn(to.startAt, to.timeZone)}); it was ${whenIn(from.startAt, STAFF_ZONE)}.`;
}

/** A cancel: the client's as an event for staff, a staff member's as their message to the client. */
function cancelledText(actor: BookingActor, booking: Pick<Booking, "startAt">, reason: string | null): string {
  if (actor.by === "client") {
    const because = reason ? ` Their reason: ${reason}` : "";
    return `The client cancelled the consultation of ${whenIn(booking.startAt, STAFF_ZONE)}.${because}`;
  }
  return ["We cancelled this consultation.", ...(reason ? [`Reason: ${reason}`] : [])].join("\n");
}

/**
 * The change written into the booking's conversation, in the same batch (none while it has no
 * conversation): what the client did is an event for staff, what staff did a message to the client.
 */
function entryStatements(deps: BookingDeps, booking: Booking, actor: BookingActor, body: string) {
  if (!booking.conversationId) return [];
  return bookingEntryStatements(deps.db.$client, {
    conversationId: booking.conversationId,
    author: actor.by,
    kind: actor.by === "client" ? "event" : "message",
    staffId: actor.by === "staff" ? actor.id : null,
    staffName: actor.by === "staff" ? actor.name : null,
    body,
    at: deps.now(),
  });
}

function isUniqueViolation(err: unknown): boolean {
  const text = `${err instanceof Error ? err.message : ""} ${err instanceof Error && err.cause instanceof Error ? err.cause.message : ""}`;
  return /UNIQUE constraint failed/i.test(text);
}

/**
 * Moves a confirmed booking to `start` with one of the slot's staff members (its own first), in
 * one conditional UPDATE: fewer than MAX_MOVES moves so far, nothing of theirs may overlap (the
 * booking itself aside), and the unique index refuses a start someone else confirmed at the same
 * moment. Raises SEQUENCE and clears the reminders, so the new time gets its own. The client is
 * mailed at once; the staff are told once the move's gathering window closes
 * (staff-move-notices.server.ts), in the same batch as the move.
 */
export async function moveBooking(
  deps: BookingDeps,
  booking: Booking,
  start: Date,
  actor: BookingActor = CLIENT,
): Promise<Booking> {
  if (booking.status !== "confirmed") throw new UserFacingError(409, bookingErrors.alreadyCancelled, "cancelled");
  if (movesLeft(booking) === 0) throw moveLimitReached();
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
      const d1 = deps.db.$client;
      const to = { ...booking, startAt: slot.start };
      // Counted after the move, only when this update moved it (its start and SEQUENCE are ours).
      const counted = await bookingWrites.statements(deps.db, {
        kind: "moved",
        from: booking.startAt,
        to: slot.start,
        when: sql`exists (select 1 from bookings where id = ${booking.id} and start_at = ${begin} and sequence = ${booking.sequence + 1})`,
      });
      const [update] = await d1.batch<{ id: string }>([
        d1
          .prepare(
            `update bookings set staff_id = ?2, start_at = ?3, end_at = ?4, meeting_link = ?5,
               previous_start_at = start_at, sequence = sequence + 1, reminded_day_at = null, reminded_hour_at = null
             where id = ?1 and status = 'confirmed' and sequence < ?8 and not exists (
               select 1 from bookings other where other.staff_id = ?2 and other.status = 'confirmed'
                 and other.id <> ?1 and other.start_at < ?6 and other.end_at > ?7)
             returning id`,
          )
          .bind(booking.id, staffId, begin, end, hours.meetingLink, end + buffer, begin - buffer, MAX_MOVES),
        ...entryStatements(deps, booking, actor, movedText(booking, to)),
        ...gatherMoveStatements(d1, booking, { staffId, start: slot.start }, deps.now()),
        ...counted.map((statement) => d1Statement(d1, statement)),
      ]);
      if (!update?.results.length) {
        // Moved meanwhile by another request, up to the limit (or cancelled): say so, not "taken".
        const [now] = await deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
        if (now?.status !== "confirmed") throw new UserFacingError(409, bookingErrors.alreadyCancelled, "cancelled");
        if (movesLeft(now) === 0) throw moveLimitReached();
        continue;
      }
    } catch (err) {
      if (isUniqueViolation(err)) continue;
      throw err;
    }
    const [moved] = await deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    if (!moved) break;
    logEvent("info", "booking_rescheduled", { booking: moved.id, sequence: moved.sequence });
    await sendBookingMail(deps, moved, "rescheduled");
    return moved;
  }
  throw new UserFacingError(409, bookingErrors.slotTaken, "slot_taken");
}

/** Cancels a confirmed booking (once: a second cancel changes nothing) and mails the METHOD:CANCEL. */
export async function cancelBooking(
  deps: BookingDeps,
  booking: Booking,
  actor: BookingActor,
  reason: string | null,
): Promise<Booking> {
  const d1 = deps.db.$client;
  const by = actor.by;
  // Counted before the cancel, while the booking is still confirmed (a second cancel counts nothing).
  const counted = await bookingWrites.statements(deps.db, {
    kind: "cancelled",
    startAt: booking.startAt,
    when: sql`exists (select 1 from bookings where id = ${booking.id} and status = 'confirmed')`,
  });
  const results = await d1.batch<{ id: string }>([
    ...counted.map((statement) => d1Statement(d1, statement)),
    d1
      .prepare(
        `update bookings set status = 'cancelled', sequence = sequence + 1, cancelled_by = ?2, cancel_reason = ?3
         where id = ?1 and status = 'confirmed' returning id`,
      )
      .bind(booking.id, by, reason || null),
    ...entryStatements(deps, booking, actor, cancelledText(actor, booking, reason)),
  ]);
  const update = results[counted.length];
  const [cancelled] = update?.results.length
    ? await deps.db.select().from(bookings).where(eq(bookings.id, booking.id))
    : [];
  if (!cancelled) throw new UserFacingError(409, bookingErrors.alreadyCancelled, "cancelled");
  logEvent("info", "booking_cancelled", { booking: cancelled.id, by });
  await sendBookingMail(deps, cancelled, by === "staff" ? "staff_cancelled" : "cancelled", reason);
  // Moves still waiting to be told are told now, as the cancel; then nothing more follows.
  const told = await tellWaitingAtCancel(deps, cancelled).catch((err: unknown) => {
    logEvent("warn", "booking_move_notice_failed", { error: errorName(err) });
    return false;
  });
  if (!told) await noticeStaff(deps, cancelled, "cancelled");
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
  return cancelBooking(deps, booking, CLIENT, input.reason || null);
}
