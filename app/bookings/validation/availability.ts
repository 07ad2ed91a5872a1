import * as v from "valibot";
import { minutesOf, type WeeklyHours } from "../booking-rules";
import { BOOKING_LIMITS, bookingErrors } from "../texts";

/** The weekdays of the availability form, Monday first, with their key in WeeklyHours (0 = Sunday). */
export const WEEKDAYS = [
  { key: "1", label: "Monday" },
  { key: "2", label: "Tuesday" },
  { key: "3", label: "Wednesday" },
  { key: "4", label: "Thursday" },
  { key: "5", label: "Friday" },
  { key: "6", label: "Saturday" },
  { key: "0", label: "Sunday" },
] as const;

/** "10:00-13:00, 14:00-17:00" to ranges; null when a range is not HH:MM-HH:MM with its end after its start. */
function parseRanges(text: string): [string, string][] | null {
  const ranges: [string, string][] = [];
  for (const part of text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^(\d{2}:\d{2})\s*[-–]\s*(\d{2}:\d{2})$/.exec(part);
    if (!match) return null;
    const from = minutesOf(match[1]!);
    const to = minutesOf(match[2]!);
    if (from === null || to === null || to <= from) return null;
    ranges.push([match[1]!, match[2]!]);
  }
  return ranges;
}

/** Ranges back to the form's text. */
export function rangesText(ranges: readonly [string, string][] | undefined): string {
  return (ranges ?? []).map(([from, to]) => `${from}-${to}`).join(", ");
}

const text = (message: string) => v.optional(v.string(message), "");

const minutes = (min: number, max: number, message: string) =>
  v.pipe(
    text(message),
    v.trim(),
    v.regex(/^\d{1,3}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

const hoursField = v.pipe(
  text(bookingErrors.availabilityHours),
  v.trim(),
  v.maxLength(200, bookingErrors.availabilityHours),
  v.check((value) => parseRanges(value) !== null, bookingErrors.availabilityHours),
);

const dayEntries = Object.fromEntries(WEEKDAYS.map((day) => [`hours-${day.key}`, hoursField])) as Record<
  `hours-${string}`,
  typeof hoursField
>;

/** The availability form, as staff send it. */
export const availabilitySchema = v.pipe(
  v.object({
    ...dayEntries,
    meetingMinutes: minutes(15, 120, bookingErrors.availabilityLength),
    bufferMinutes: minutes(0, 120, bookingErrors.availabilityBuffer),
    blockedDays: v.pipe(
      text(bookingErrors.availabilityDays),
      v.maxLength(4000, bookingErrors.availabilityDays),
      v.transform((value) => value.split(/[\s,]+/).filter(Boolean)),
      v.check(
        (days) => days.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(d))),
        bookingErrors.availabilityDays,
      ),
    ),
    meetingLink: v.pipe(
      text(bookingErrors.availabilityLink),
      v.trim(),
      v.maxLength(BOOKING_LIMITS.meetingLink.max, bookingErrors.availabilityLink),
      v.check((value) => value === "" || /^https:\/\/[^\s]+$/.test(value), bookingErrors.availabilityLink),
    ),
    takesBookings: v.pipe(
      v.optional(v.string(), ""),
      v.transform((value) => value === "on"),
    ),
  }),
  v.transform((input) => {
    const weeklyHours: WeeklyHours = {};
    for (const day of WEEKDAYS) {
      const ranges = parseRanges((input as Record<string, unknown>)[`hours-${day.key}`] as string) ?? [];
      if (ranges.length) weeklyHours[day.key] = ranges;
    }
    return {
      weeklyHours,
      meetingMinutes: input.meetingMinutes,
      bufferMinutes: input.bufferMinutes,
      blockedDays: [...new Set(input.blockedDays)].sort(),
      meetingLink: input.meetingLink,
      takesBookings: input.takesBookings,
    };
  }),
);
