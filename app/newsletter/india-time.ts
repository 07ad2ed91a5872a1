/**
 * Moments as the newsletter's staff pages show them, in India Standard Time whatever the
 * browser's zone, so the server's HTML and the browser agree (as in format.ts). Kept apart from
 * format.ts, which every page loads: only the staff pages need these.
 */

const clock = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Asia/Kolkata",
});

/** "10:42": the time of day of a moment in India Standard Time, 24-hour. */
export function formatClock(iso: string): string {
  return clock.format(new Date(iso));
}

const day = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "Asia/Kolkata",
});

/** "Mon 1 Dec, 09:00 IST": when a scheduled issue goes out. */
export function formatScheduled(iso: string): string {
  const parts = Object.fromEntries(day.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.weekday} ${parts.day} ${parts.month}, ${formatClock(iso)} IST`;
}

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** "28 Nov 2026, 9:00 am": a moment's date and time in India Standard Time (the subscriber list). */
export function formatIndiaDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** "2026-12-01" and "09:00" read as India Standard Time; null for a day that does not exist. */
export function fromIndiaTime(date: string, time: string): Date | null {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  if ([year, month, day, hour, minute].some((n) => n === undefined || !Number.isInteger(n))) return null;
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const check = new Date(asUtc);
  // 2026-02-31 would roll over into March: refuse it instead.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day) return null;
  return new Date(asUtc - IST_OFFSET_MS);
}

/**
 * Whether a schedule's moment has passed (or is now): the one rule of "Schedule…", checked in the
 * browser before the form goes and by the server (scheduling.server.ts), which answers the same.
 */
export function scheduleInPast(at: Date, now: Date): boolean {
  return at.getTime() <= now.getTime();
}
