/**
 * The rules of a booking that the page and the server share, without D1 (browser-safe): the
 * statuses, the time-zone arithmetic and the slot computation. Times are instants (UTC) all the
 * way through; a zone is only applied when a time is shown or grouped by day
 * (docs/decisions/028-calendar-format-and-time-zones.md).
 */

// Relative, as everything schema.server.ts reaches: drizzle-kit loads the schema without the "~" alias.
import { formatterFor, zoneNameAt } from "../ui/intl-formatters";

export const BOOKING_STATUSES = ["confirmed", "cancelled", "no_show"] as const;

/** Weekday (0 = Sunday … 6 = Saturday, as a string key) to ranges of "HH:MM" in IST. */
export type WeeklyHours = Partial<Record<string, [string, string][]>>;

/** Staff write their hours in India Standard Time, which has no daylight saving: always UTC+05:30. */
export const STAFF_ZONE = "Asia/Kolkata";
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A slot is offered at least this long before it starts, and at most this far ahead. */
const NOTICE_MS = 24 * HOUR_MS;
export const HORIZON_MS = 30 * DAY_MS;
/** At most this many upcoming bookings per e-mail address and per account. */
export const MAX_UPCOMING = 2;
/**
 * A booking moves at most this many times; then it can only be cancelled (and another booked).
 * Counted by its `sequence`, which only a move raises while it stands (the cancel ends it).
 */
export const MAX_MOVES = 3;

export const DEFAULT_MEETING_MINUTES = 30;

/** What slot computation needs of one staff member's availability. */
export type StaffHours = {
  staffId: string;
  weeklyHours: WeeklyHours;
  meetingMinutes: number;
  bufferMinutes: number;
  blockedDays: readonly string[];
};

/** A confirmed booking as slot computation sees it. */
export type BusyTime = { staffId: string; startAt: Date; endAt: Date };

/** One offered start, with the staff members free then (in a stable order). */
export type Slot = { start: Date; end: Date; staffIds: string[] };

/** "HH:MM" (00:00–24:00) to minutes after midnight; null when it is not one. */
export function minutesOf(hhmm: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(hhmm);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

/** The IST calendar date of an instant, "YYYY-MM-DD". */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant at `minutes` after midnight IST on `date` ("YYYY-MM-DD"). */
function istInstant(date: string, minutes: number): number {
  return Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS + minutes * MINUTE_MS;
}

function overlaps(start: number, end: number, busy: BusyTime, bufferMs: number): boolean {
  return start < busy.endAt.getTime() + bufferMs && busy.startAt.getTime() < end + bufferMs;
}

/**
 * The starts one staff member offers between `now + NOTICE_MS` and `now + HORIZON_MS`: each range
 * of their weekly hours cut into meetings, one after another with the buffer between them, on days
 * that are not blocked, and none that would touch a confirmed booking or its buffer.
 */
function staffSlots(hours: StaffHours, busy: readonly BusyTime[], now: Date): { start: number; end: number }[] {
  const earliest = now.getTime() + NOTICE_MS;
  const latest = now.getTime() + HORIZON_MS;
  const lengthMs = hours.meetingMinutes * MINUTE_MS;
  const bufferMs = hours.bufferMinutes * MINUTE_MS;
  if (lengthMs <= 0) return [];
  const mine = busy.filter((b) => b.staffId === hours.staffId);
  const blocked = new Set(hours.blockedDays);
  const out: { start: number; end: number }[] = [];
  // Every IST date from today's to the horizon's.
  const lastDay = Date.parse(`${istDate(new Date(latest))}T00:00:00Z`);
  for (let day = Date.parse(`${istDate(now)}T00:00:00Z`); day <= lastDay; day += DAY_MS) {
    const date = new Date(day).toISOString().slice(0, 10);
    if (blocked.has(date)) continue;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    for (const [from, to] of hours.weeklyHours[String(weekday)] ?? []) {
      const fromMin = minutesOf(from);
      const toMin = minutesOf(to);
      if (fromMin === null || toMin === null) continue;
      const rangeEnd = istInstant(date, toMin);
      for (let start = istInstant(date, fromMin); start + lengthMs <= rangeEnd; start += lengthMs + bufferMs) {
        const end = start + lengthMs;
        if (start < earliest || start > latest) continue;
        if (mine.some((b) => overlaps(start, end, b, bufferMs))) continue;
        out.push({ start, end });
      }
    }
  }
  return out;
}

/**
 * Whether a meeting from `start` to `end` lies within one range of the staff member's weekly
 * hours on its IST date, and that date is not blocked: a booking made before they changed their
 * hours may no longer (the notice, the horizon and the meeting length do not matter here).
 */
export function fitsHours(hours: Pick<StaffHours, "weeklyHours" | "blockedDays">, start: Date, end: Date): boolean {
  const date = istDate(start);
  if (hours.blockedDays.includes(date)) return false;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (hours.weeklyHours[String(weekday)] ?? []).some(([from, to]) => {
    const fromMin = minutesOf(from);
    const toMin = minutesOf(to);
    if (fromMin === null || toMin === null) return false;
    return istInstant(date, fromMin) <= start.getTime() && end.getTime() <= istInstant(date, toMin);
  });
}

/** Every offered start across the staff who take bookings, earliest first. */
export function freeSlots(staff: readonly StaffHours[], busy: readonly BusyTime[], now: Date): Slot[] {
  const byStart = new Map<number, Slot>();
  for (const hours of [...staff].sort((a, b) => a.staffId.localeCompare(b.staffId))) {
    for (const { start, end } of staffSlots(hours, busy, now)) {
      const slot = byStart.get(start);
      if (slot) slot.staffIds.push(hours.staffId);
      else byStart.set(start, { start: new Date(start), end: new Date(end), staffIds: [hours.staffId] });
    }
  }
  return [...byStart.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date of an instant in `zone`, "YYYY-MM-DD": how the page groups slots by day. */
export function dateIn(at: Date, zone: string): string {
  return formatterFor("en-CA", zone, { year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** "9:30 AM" in `zone`. */
export function timeIn(at: Date, zone: string): string {
  return formatterFor("en-US", zone, { hour: "numeric", minute: "2-digit" }).format(at);
}

/** "Monday, 26 October 2026" in `zone`. */
export function longDateIn(at: Date, zone: string): string {
  return formatterFor("en-GB", zone, { weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(at);
}

/** Minutes `zone` is ahead of UTC at that instant (IST: 330; New York in summer: -240). */
export function utcOffsetMinutes(at: Date, zone: string): number {
  const parts = formatterFor("en-US", zone, {
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** "Monday, 26 October 2026, 9:30 AM (GMT)": a meeting's start as one line for a zone. */
export function whenIn(at: Date, zone: string): string {
  return `${longDateIn(at, zone)}, ${timeIn(at, zone)} (${zoneNameAt(at, zone)})`;
}
