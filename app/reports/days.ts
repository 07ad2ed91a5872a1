import { istDate } from "~/bookings";

/**
 * Days as the reports count them: India Standard Time dates ("YYYY-MM-DD"), whatever the
 * browser's or the server's zone. IST has no summer time, so every day is 24 hours long and
 * starts at 18:30 UTC the day before (app/bookings/booking-rules.ts keeps the zone's rules).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The IST date of an instant: a message at 23:59 IST counts on that day. */
export function dayOf(at: Date): string {
  return istDate(at);
}

/** The IST hour of an instant, 0 to 23. */
export function hourOf(at: Date): number {
  return new Date(at.getTime() + IST_OFFSET_MS).getUTCHours();
}

/** Whether `text` is a real date "YYYY-MM-DD" (not 2026-02-30). */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

/** The day `n` days after `day` (before, for a negative `n`). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both counted. */
export function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** "01" to "31": a day's or a month's two digits, made once. */
const TWO_DIGITS = Array.from({ length: 32 }, (_, n) => String(n).padStart(2, "0"));

/**
 * Every day from `from` to `to`, in order. Counted on in the calendar (a view lists 180 of them
 * on every render: one Date and its ISO text a day cost more than the report's sums).
 */
export function eachDay(from: string, to: string): string[] {
  const count = Math.max(0, daysIn(from, to));
  const out: string[] = new Array(count);
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  let day = Number(from.slice(8, 10));
  let monthLength = new Date(Date.UTC(year, month, 0)).getUTCDate();
  let prefix = `${year}-${TWO_DIGITS[month]}-`;
  for (let i = 0; i < count; i++) {
    out[i] = prefix + TWO_DIGITS[day];
    if (++day > monthLength) {
      day = 1;
      if (++month > 12) {
        month = 1;
        year++;
      }
      monthLength = new Date(Date.UTC(year, month, 0)).getUTCDate();
      prefix = `${year}-${TWO_DIGITS[month]}-`;
    }
  }
  return out;
}

/** The weekday of a date, 0 (Sunday) to 6. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The instant an IST day begins. */
export function startOfDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}
