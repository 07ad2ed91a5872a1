import * as v from "valibot";
import { minutesOfClock, OFFICE_DAY_FIELDS, type OfficeHours } from "../office-hours";
import { officeHoursFieldText } from "../reports-text";

const clock = v.pipe(
  v.optional(v.string(officeHoursFieldText.time), ""),
  v.trim(),
  v.check((value) => minutesOfClock(value) !== null, officeHoursFieldText.time),
);
const day = v.pipe(
  v.optional(v.string(), ""),
  v.transform((value) => value === "on"),
);

/** The office hours form, as staff send it (app/reports/components/office-hours-form.tsx). */
export const officeHoursSchema = v.pipe(
  v.object({
    ...(Object.fromEntries(OFFICE_DAY_FIELDS.map((name) => [name, day])) as Record<
      (typeof OFFICE_DAY_FIELDS)[number],
      typeof day
    >),
    start: clock,
    end: clock,
  }),
  v.forward(
    v.check((input) => OFFICE_DAY_FIELDS.some((name) => input[name]), officeHoursFieldText.days),
    ["day-1"],
  ),
  v.forward(
    v.check(
      (input) => (minutesOfClock(input.end) ?? 0) > (minutesOfClock(input.start) ?? 0),
      officeHoursFieldText.order,
    ),
    ["end"],
  ),
  v.transform(
    (input): OfficeHours => ({
      days: OFFICE_DAY_FIELDS.flatMap((name, weekday) => (input[name] ? [weekday] : [])),
      start: input.start,
      end: input.end,
    }),
  ),
);
