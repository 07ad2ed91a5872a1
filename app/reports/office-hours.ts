/**
 * The office hours staff set on the reports page (docs/reports.md): the weekdays and the hours,
 * in IST, within which "time to first reply within office hours" counts. The same hours every
 * office day; the default is Monday to Friday, 09:30 to 18:30.
 */
export type OfficeHours = {
  /** Weekdays, 0 (Sunday) to 6, in order. */
  days: number[];
  /** "HH:MM" in IST. */
  start: string;
  end: string;
};

/** The office days' checkboxes of the form, `day-0` (Sunday) to `day-6`. */
export const OFFICE_DAY_FIELDS = ["day-0", "day-1", "day-2", "day-3", "day-4", "day-5", "day-6"] as const;

export const DEFAULT_OFFICE_HOURS: OfficeHours = { days: [1, 2, 3, 4, 5], start: "09:30", end: "18:30" };

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** "HH:MM" (00:00 to 24:00) as minutes after midnight, or null. */
export function minutesOfClock(hhmm: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(hhmm);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

/** The length of one office day, in seconds. */
export function officeDaySeconds(hours: OfficeHours): number {
  const start = minutesOfClock(hours.start) ?? 0;
  const end = minutesOfClock(hours.end) ?? 0;
  return Math.max(0, end - start) * 60;
}

/**
 * The whole seconds from `from` to `to` that fall within office hours (IST): a message at 18:00 on
 * a Friday answered at 10:00 on Monday waited 30 minutes of office time (with the default hours).
 */
export function officeSeconds(from: Date, to: Date, hours: OfficeHours): number {
  const start = minutesOfClock(hours.start);
  const end = minutesOfClock(hours.end);
  if (start === null || end === null || end <= start || to <= from) return 0;
  const a = from.getTime() + IST_OFFSET_MS;
  const b = to.getTime() + IST_OFFSET_MS;
  let total = 0;
  for (let day = Math.floor(a / DAY_MS); day <= Math.floor(b / DAY_MS); day++) {
    // 1 January 1970 was a Thursday (4).
    if (!hours.days.includes((day + 4) % 7)) continue;
    const open = day * DAY_MS + start * 60_000;
    const close = day * DAY_MS + end * 60_000;
    total += Math.max(0, Math.min(close, b) - Math.max(open, a));
  }
  return Math.floor(total / 1000);
}
