import { and, asc, eq, gt, lt } from "drizzle-orm";
import { users } from "~/accounts/index.server";
import type { Db } from "~/platform/db/client.server";
import { type BodyData, parseWith } from "~/platform/http/body.server";
import { profileOf } from "~/staff/index.server";
import type { Toast } from "~/ui/toasts/toast";
import {
  type BusyTime,
  DEFAULT_MEETING_MINUTES,
  fitsHours,
  freeSlots,
  HORIZON_MS,
  type Slot,
  STAFF_ZONE,
  type StaffHours,
  type WeeklyHours,
  whenIn,
} from "./booking-rules";
import type { BookingReadDeps } from "./deps.server";
import { type Availability, type Booking, bookingAvailability, bookings } from "./schema.server";
import { availabilityOutsideToast, bookingToasts } from "./texts";
import { availabilitySchema } from "./validation/availability";

/**
 * Staff availability (docs/bookings.md): who takes bookings and when, and the free slots that
 * follow from it and from the confirmed bookings.
 */

/** The hours of every staff member who takes bookings (someone no longer staff offers nothing). */
export async function bookableStaff(db: Db): Promise<(StaffHours & { meetingLink: string; hostName: string })[]> {
  const rows = await db
    .select({
      availability: bookingAvailability,
      name: users.name,
      email: users.email,
      displayName: users.displayName,
    })
    .from(bookingAvailability)
    .innerJoin(users, eq(users.id, bookingAvailability.staffId))
    .where(and(eq(bookingAvailability.takesBookings, true), eq(users.role, "admin")))
    .orderBy(asc(bookingAvailability.staffId));
  return rows.map(({ availability: a, ...person }) => ({
    staffId: a.staffId,
    weeklyHours: a.weeklyHours,
    meetingMinutes: a.meetingMinutes,
    bufferMinutes: a.bufferMinutes,
    blockedDays: a.blockedDays,
    meetingLink: a.meetingLink,
    // The host's name as visitors see it (on /book), as the staff member signs their replies.
    hostName: profileOf({ ...person, signature: null }).displayName,
  }));
}

/** Confirmed bookings that end after `now` and start before the horizon (and a day), of anyone. */
async function busyTimes(db: Db, now: Date): Promise<BusyTime[]> {
  return db
    .select({ staffId: bookings.staffId, startAt: bookings.startAt, endAt: bookings.endAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        gt(bookings.endAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)),
        lt(bookings.startAt, new Date(now.getTime() + HORIZON_MS + 24 * 60 * 60 * 1000)),
      ),
    );
}

/** Every free slot now offered, earliest first. */
export async function offeredSlots(deps: BookingReadDeps): Promise<Slot[]> {
  return (await offeredTimes(deps)).slots;
}

/** Every free slot now offered, earliest first, and each staff member's name as the host. */
export async function offeredTimes(deps: BookingReadDeps): Promise<{ slots: Slot[]; hosts: Map<string, string> }> {
  const now = deps.now();
  const [staff, busy] = await Promise.all([bookableStaff(deps.db), busyTimes(deps.db, now)]);
  return { slots: freeSlots(staff, busy, now), hosts: new Map(staff.map((s) => [s.staffId, s.hostName])) };
}

/** The starts staff availability would offer if nobody had booked anything: to tell "taken" from "never offered". */
export async function slotsIgnoringBookings(deps: BookingReadDeps): Promise<Slot[]> {
  return freeSlots(await bookableStaff(deps.db), [], deps.now());
}

/** The defaults a staff member starts from: weekdays 10:00–13:00 and 14:00–17:00 IST, not taking bookings. */
export function defaultAvailability(staffId: string): Availability {
  const day: [string, string][] = [
    ["10:00", "13:00"],
    ["14:00", "17:00"],
  ];
  const weeklyHours: WeeklyHours = { "1": day, "2": day, "3": day, "4": day, "5": day };
  return {
    staffId,
    weeklyHours,
    meetingMinutes: DEFAULT_MEETING_MINUTES,
    bufferMinutes: 0,
    blockedDays: [],
    meetingLink: "",
    takesBookings: false,
    feedTokenHash: null,
    updatedAt: new Date(0),
  };
}

/** One staff member's availability, or the defaults when they never saved it. */
export async function availabilityOf(db: Db, staffId: string): Promise<Availability> {
  const [row] = await db.select().from(bookingAvailability).where(eq(bookingAvailability.staffId, staffId)).limit(1);
  return row ?? defaultAvailability(staffId);
}

export type AvailabilityInput = Pick<
  Availability,
  "weeklyHours" | "meetingMinutes" | "bufferMinutes" | "blockedDays" | "meetingLink" | "takesBookings"
>;

/** Saves a staff member's availability (their feed's token is left as it is). */
export async function saveAvailability(db: Db, staffId: string, input: AvailabilityInput, now: Date): Promise<void> {
  await db
    .insert(bookingAvailability)
    .values({ staffId, ...input, updatedAt: now })
    .onConflictDoUpdate({ target: bookingAvailability.staffId, set: { ...input, updatedAt: now } });
}

/**
 * The availability form's post, checked (each field's reason in place), then saved. Returns the
 * staff member's upcoming bookings the new availability no longer covers (outside the hours, on a
 * blocked day, or all of them once they stop taking bookings): these stay booked, and the page
 * tells the staff member which they are (docs/decisions/031-booking-without-javascript.md).
 */
export async function saveAvailabilityFrom(db: Db, staffId: string, body: BodyData, now: Date): Promise<Booking[]> {
  const input = parseWith(availabilitySchema, body);
  await saveAvailability(db, staffId, input, now);
  const upcoming = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.staffId, staffId), eq(bookings.status, "confirmed"), gt(bookings.startAt, now)))
    .orderBy(asc(bookings.startAt));
  return upcoming.filter((b) => !input.takesBookings || !fitsHours(input, b.startAt, b.endAt));
}

/** The save's toast: saved, or saved with the upcoming bookings that fall outside (in IST, with the client). */
export function availabilitySavedToast(outside: readonly Booking[]): Toast {
  if (outside.length === 0) return bookingToasts.availabilitySaved;
  return availabilityOutsideToast(outside.map((b) => `${whenIn(b.startAt, STAFF_ZONE)} with ${b.name}`));
}
