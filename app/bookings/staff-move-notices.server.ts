import { eq, sql } from "drizzle-orm";
import { errorName, logEvent } from "~/platform/log.server";
import { type Booking, bookingStaffNotices, bookings } from "./schema.server";
import { type NoticeDeps, noticeStaff } from "./staff-notices.server";

/**
 * A client's moves are told to staff once, not per move (docs/bookings.md, "What each mail
 * says"): a move only marks the calendars it made stale (the staff member whose booking it was,
 * and the one it moved to), one row per booking and staff member, opened by the first move of the
 * window. Once the window has closed, the every-minute cron (workers/cron/booking-notices.ts)
 * claims each row with one DELETE … RETURNING (so one claimer only, however many runs meet) and
 * tells the staff member where the booking stands now: moved (the latest time, the invitation at
 * the latest SEQUENCE), new to them, or gone from their calendar (the CANCEL). A cancel tells at
 * once, and claims the booking's waiting rows so that nothing more follows it.
 */
export const MOVE_NOTICE_WINDOW_MS = 5 * 60 * 1000;
/** Rows one cron run tells at most (the rest wait a minute). */
const NOTICES_PER_RUN = 50;

type Moved = { staffId: string; start: Date };

/**
 * The statements, for the move's own batch, that mark the calendars the move makes stale: those
 * of the staff member whose booking it was (holding `before.startAt`, unless a row of this window
 * already says what they hold) and, moved to someone else, theirs (holding nothing). Written only
 * when the move itself was (the booking is at its new place), so a refused move marks nothing.
 */
export function gatherMoveStatements(d1: D1Database, before: Booking, to: Moved, at: Date): D1PreparedStatement[] {
  const mark = (staffId: string, knownStart: number | null) =>
    d1
      .prepare(
        `insert into booking_staff_notices (booking_id, staff_id, known_start_at, created_at)
         select ?1, ?2, ?3, ?4 where exists (
           select 1 from bookings where id = ?1 and staff_id = ?5 and start_at = ?6 and status = 'confirmed')
         on conflict do nothing`,
      )
      .bind(before.id, staffId, knownStart, at.getTime(), to.staffId, to.start.getTime());
  const statements = [mark(before.staffId, before.startAt.getTime())];
  if (to.staffId !== before.staffId) statements.push(mark(to.staffId, null));
  return statements;
}

type Claimed = { staff_id: string; known_start_at: number | null };

/**
 * Tells one staff member where the booking stands, against what their calendar holds
 * (`knownStart`): whether a notice went, none was needed, or the queue refused it.
 */
async function tellStaff(
  deps: NoticeDeps,
  booking: Booking,
  staffId: string,
  knownStart: Date | null,
): Promise<"told" | "nothing" | "refused"> {
  const told = (queued: boolean) => (queued ? "told" : "refused");
  const holds = booking.staffId === staffId && booking.status === "confirmed";
  if (knownStart && holds) {
    // Moved away and back within the window: their calendar already holds this time.
    if (knownStart.getTime() === booking.startAt.getTime()) return "nothing";
    return told(await noticeStaff(deps, booking, "rescheduled", knownStart));
  }
  if (knownStart) {
    // Gone from their calendar (moved to a colleague, or cancelled): the CANCEL, at the time they hold.
    const length = booking.endAt.getTime() - booking.startAt.getTime();
    const queued = await noticeStaff(
      deps,
      {
        ...booking,
        staffId,
        status: "cancelled",
        startAt: knownStart,
        endAt: new Date(knownStart.getTime() + length),
      },
      "cancelled",
    );
    return told(queued);
  }
  if (holds) return told(await noticeStaff(deps, booking, "confirmed"));
  return "nothing";
}

/**
 * At a cancel: the booking's waiting rows are claimed and told now (those whose calendars held it
 * get the CANCEL, those who never heard of it nothing). Whether the booking's own staff member
 * was among them, so the caller does not tell them twice.
 */
export async function tellWaitingAtCancel(deps: NoticeDeps, cancelled: Booking): Promise<boolean> {
  const claimed = await deps.db.all<Claimed>(sql`
    delete from ${bookingStaffNotices} where ${bookingStaffNotices.bookingId} = ${cancelled.id}
    returning staff_id, known_start_at`);
  for (const row of claimed) {
    await tellStaff(deps, cancelled, row.staff_id, row.known_start_at === null ? null : new Date(row.known_start_at));
  }
  return claimed.some((row) => row.staff_id === cancelled.staffId);
}

/** The cron's work: every row whose window has closed by `now` is claimed and told, once. Logs counts only. */
export async function sendGatheredMoveNotices(deps: NoticeDeps): Promise<{ sent: number }> {
  const now = deps.now();
  const due = await deps.db.all<{ booking_id: string; staff_id: string; created_at: number }>(sql`
    select booking_id, staff_id, created_at from ${bookingStaffNotices}
    where ${bookingStaffNotices.createdAt} <= ${now.getTime() - MOVE_NOTICE_WINDOW_MS}
    limit ${NOTICES_PER_RUN}`);
  let sent = 0;
  for (const row of due) {
    try {
      if (await tellOne(deps, row.booking_id, row.staff_id, row.created_at)) sent++;
    } catch (err) {
      logEvent("error", "booking_move_notice_failed", { error: errorName(err) });
    }
  }
  if (due.length > 0) logEvent("info", "booking_move_notices_sent", { due: due.length, sent });
  return { sent };
}

async function tellOne(deps: NoticeDeps, bookingId: string, staffId: string, opened: number): Promise<boolean> {
  // The claim: only one caller gets the row back.
  const [claimed] = await deps.db.all<Claimed>(sql`
    delete from ${bookingStaffNotices}
    where ${bookingStaffNotices.bookingId} = ${bookingId} and ${bookingStaffNotices.staffId} = ${staffId}
      and ${bookingStaffNotices.createdAt} = ${opened}
    returning staff_id, known_start_at`);
  if (!claimed) return false;
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  if (!booking) return false;
  const knownStart = claimed.known_start_at === null ? null : new Date(claimed.known_start_at);
  const outcome = await tellStaff(deps, booking, staffId, knownStart);
  if (outcome === "refused") {
    // The queue refused it: the row goes back as it was, for the next run (a newer move's row wins).
    await deps.db
      .insert(bookingStaffNotices)
      .values({ bookingId, staffId, knownStartAt: knownStart, createdAt: new Date(opened) })
      .onConflictDoNothing();
  }
  return outcome === "told";
}
