import { and, asc, desc, eq, gte, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { users } from "~/accounts/index.server";
import { writeAfter } from "~/platform/db/write-hooks.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { logEvent } from "~/platform/log.server";
import {
  STAFF_BOOKINGS_PAGE_SIZE,
  type StaffBookingListName,
  type StaffBookingPage,
  type StaffBookingRow,
  type StaffBookingsQuery,
} from "./book-view";
import { istDate, STAFF_ZONE, whenIn } from "./booking-rules";
import type { BookingDeps, BookingReadDeps } from "./deps.server";
import { cancelBooking } from "./manage.server";
import { type Booking, bookings } from "./schema.server";
import { bookingErrors } from "./texts";
import { topicLabel } from "./topics";
import { bookingWrites } from "./writes.server";

/**
 * /admin/bookings: every booking, in three lists: upcoming (today's first, then by time), past
 * and cancelled, each with the staff member whose slot it was and its conversation.
 */

function withStaff(db: BookingReadDeps["db"]) {
  return db
    .select({ booking: bookings, staffName: users.name })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.staffId));
}

/**
 * /admin/bookings' three lists, each a page of STAFF_BOOKINGS_PAGE_SIZE (its own `?upcoming=N`,
 * `?past=N`, `?cancelled=N`), of everyone's bookings or, with `mine`, of `staffId`'s only.
 */
export async function staffBookingLists(deps: BookingReadDeps, staffId: string, query: StaffBookingsQuery) {
  const now = deps.now();
  const today = istDate(now);
  const shape = (rows: { booking: Booking; staffName: string | null }[]): StaffBookingRow[] =>
    rows.map(({ booking: b, staffName }) => ({
      id: b.id,
      status: b.status,
      isToday: istDate(b.startAt) === today,
      ist: whenIn(b.startAt, STAFF_ZONE),
      clientTime: whenIn(b.startAt, b.timeZone),
      started: b.startAt.getTime() <= now.getTime(),
      name: b.name,
      email: b.email,
      company: b.company,
      note: b.note,
      topic: topicLabel(b.topic),
      staffName,
      conversationId: b.conversationId,
      cancelReason: b.cancelReason,
      cancelledBy: b.cancelledBy,
      mine: b.staffId === staffId,
      meetingLink:
        b.status === "confirmed" && b.endAt.getTime() > now.getTime() && b.meetingLink.startsWith("https://")
          ? b.meetingLink
          : null,
    }));
  const mine = query.mine ? eq(bookings.staffId, staffId) : undefined;
  const lists: Record<StaffBookingListName, { where: SQL | undefined; order: SQL }> = {
    upcoming: {
      where: and(eq(bookings.status, "confirmed"), gte(bookings.endAt, now), mine),
      order: asc(bookings.startAt),
    },
    past: {
      where: and(ne(bookings.status, "cancelled"), lt(bookings.endAt, now), mine),
      order: desc(bookings.startAt),
    },
    cancelled: { where: and(eq(bookings.status, "cancelled"), mine), order: desc(bookings.startAt) },
  };
  const page = async (name: StaffBookingListName): Promise<StaffBookingPage> => {
    const { where, order } = lists[name];
    const [counted] = await deps.db.select({ n: sql<number>`count(*)` }).from(bookings).where(where);
    const total = counted?.n ?? 0;
    const pages = Math.max(1, Math.ceil(total / STAFF_BOOKINGS_PAGE_SIZE));
    const current = Math.min(query.pages[name], pages);
    const rows = await withStaff(deps.db)
      .where(where)
      .orderBy(order, asc(bookings.id))
      .limit(STAFF_BOOKINGS_PAGE_SIZE)
      .offset((current - 1) * STAFF_BOOKINGS_PAGE_SIZE);
    return { rows: shape(rows), total, page: current, pages };
  };
  const [upcoming, past, cancelled] = await Promise.all([page("upcoming"), page("past"), page("cancelled")]);
  return {
    upcoming,
    past,
    cancelled,
    query: { ...query, pages: { upcoming: upcoming.page, past: past.page, cancelled: cancelled.page } },
  };
}

async function bookingById(deps: BookingReadDeps, id: string): Promise<Booking> {
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!booking) throw new UserFacingError(404, bookingErrors.linkInvalid, "not_found");
  return booking;
}

/** Staff cancel with a reason: the client is mailed the reason and the METHOD:CANCEL. */
export async function cancelByStaff(
  deps: BookingDeps,
  staff: { id: string; name: string },
  id: string,
  reason: string,
): Promise<Booking> {
  return cancelBooking(deps, await bookingById(deps, id), { by: "staff", ...staff }, reason || null);
}

/** A past (or started) confirmed booking the client did not attend. */
export async function markNoShow(deps: BookingReadDeps, id: string): Promise<void> {
  const started = and(eq(bookings.id, id), eq(bookings.status, "confirmed"), lt(bookings.startAt, deps.now()));
  const [booking] = await deps.db.select({ startAt: bookings.startAt }).from(bookings).where(started).limit(1);
  if (!booking) throw new UserFacingError(409, bookingErrors.noShowEarly, "not_started");
  // Counted before the change, while it is still confirmed (a second press counts nothing).
  const counted = await bookingWrites.statements(deps.db, {
    kind: "no_show",
    startAt: booking.startAt,
    when: sql`exists (select 1 from ${bookings} where ${started})`,
  });
  const [row] = await writeAfter(
    deps.db,
    counted,
    deps.db.update(bookings).set({ status: "no_show" }).where(started).returning({ id: bookings.id }),
  );
  if (!row) throw new UserFacingError(409, bookingErrors.noShowEarly, "not_started");
  logEvent("info", "booking_no_show", { booking: id });
}

const LEAVING_REASON =
  "The colleague you were to meet is no longer with ADRIG. Please book another time with our team.";

/**
 * A staff member's account is deleted: nobody would hold their upcoming consultations, so each is
 * cancelled first (the client mailed the METHOD:CANCEL with the reason and "Book another time",
 * the change written into the booking's conversation) before the account's batch deletes them.
 */
export async function cancelBookingsOfLeavingStaff(deps: BookingDeps, person: { id: string }): Promise<number> {
  const upcoming = await deps.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.staffId, person.id), eq(bookings.status, "confirmed"), gte(bookings.endAt, deps.now())));
  if (upcoming.length === 0) return 0;
  const [staff] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, person.id)).limit(1);
  for (const booking of upcoming) {
    await cancelBooking(deps, booking, { by: "staff", id: person.id, name: staff?.name ?? "" }, LEAVING_REASON).catch(
      (err: unknown) => {
        // Cancelled meanwhile: nothing more to tell.
        if (!(err instanceof UserFacingError)) throw err;
      },
    );
  }
  return upcoming.length;
}

/** The bookings of an account (booked signed in), for its data download. */
export async function bookingsForExport(db: BookingReadDeps["db"], userId: string) {
  const rows = await db.select().from(bookings).where(eq(bookings.userId, userId)).orderBy(desc(bookings.startAt));
  return rows.map((b) => ({
    topic: b.topic,
    startsAt: b.startAt.toISOString(),
    endsAt: b.endAt.toISOString(),
    timeZone: b.timeZone,
    status: b.status,
    name: b.name,
    email: b.email,
    company: b.company,
    note: b.note,
    bookedAt: b.createdAt.toISOString(),
    ...(b.cancelReason ? { cancelReason: b.cancelReason } : {}),
    ...(b.visit ? { visit: b.visit } : {}),
  }));
}

/**
 * Deleting an account: its bookings, and those made signed out with its address (as its
 * conversations). Those still to take place will not: they are counted as cancelled, in the
 * account's batch before the delete (past ones stay counted as they were).
 */
export async function deleteBookingsOf(db: BookingReadDeps["db"], userId: string, email: string, now: Date) {
  const theirs = or(eq(bookings.userId, userId), eq(bookings.email, email));
  const upcoming = await db
    .select({ id: bookings.id, startAt: bookings.startAt })
    .from(bookings)
    .where(and(theirs, eq(bookings.status, "confirmed"), gte(bookings.startAt, now)));
  const counted = await Promise.all(
    upcoming.map((booking) =>
      bookingWrites.statements(db, {
        kind: "cancelled",
        startAt: booking.startAt,
        when: sql`exists (select 1 from ${bookings} where ${bookings.id} = ${booking.id} and ${bookings.status} = 'confirmed')`,
      }),
    ),
  );
  return [...counted.flat(), db.delete(bookings).where(theirs)];
}
