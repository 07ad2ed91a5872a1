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
