import * as v from "valibot";
import { fieldText } from "~/ui/ui-text";
import { emailField, nameField } from "../../platform/validation/fields";
import { LIMITS } from "../../ui/forms/limits";
import { isTimeZone } from "../booking-rules";
import { BOOKING_LIMITS, bookingErrors } from "../texts";
import { topics } from "../topics";

const text = (message: string) => v.optional(v.string(message), "");

const topicField = v.pipe(
  text(bookingErrors.topicRequired),
  v.trim(),
  v.picklist(
    topics.map((t) => t.value),
    bookingErrors.topicRequired,
  ),
);

/** A slot's start as the form posts it: its instant in milliseconds since the epoch. */
const startField = v.pipe(
  text(bookingErrors.slotRequired),
  v.trim(),
  v.regex(/^\d{12,14}$/, bookingErrors.slotRequired),
  v.transform((value) => new Date(Number(value))),
);

const timeZoneField = v.pipe(
  text(bookingErrors.timeZoneInvalid),
  v.trim(),
  v.check(isTimeZone, bookingErrors.timeZoneInvalid),
);

const companyField = v.pipe(
  text(bookingErrors.companyLong),
  v.trim(),
  v.maxLength(BOOKING_LIMITS.company.max, bookingErrors.companyLong),
  v.regex(/^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u, bookingErrors.companyLong),
);

const noteField = v.pipe(
  text(bookingErrors.noteLong),
  v.trim(),
  v.maxLength(BOOKING_LIMITS.note.max, bookingErrors.noteLong),
);

const tokenField = v.pipe(
  text(fieldText.captchaRequired),
  v.nonEmpty(fieldText.captchaRequired),
  v.maxLength(LIMITS.captchaToken.max, fieldText.captchaRequired),
);

/** A signed-in person's booking: name and e-mail come from the session. */
export const userBookingSchema = v.object({
  topic: topicField,
  start: startField,
  timeZone: timeZoneField,
  company: companyField,
  note: noteField,
});

/** A visitor's booking: their name and address too, and the Turnstile token. */
export const visitorBookingSchema = v.object({
  ...userBookingSchema.entries,
  name: nameField,
  email: emailField,
  token: tokenField,
});

/** A visitor's booking sent without JavaScript (confirmed by the link mailed to them, no token). */
export const mailedBookingSchema = v.object({
  ...userBookingSchema.entries,
  name: nameField,
  email: emailField,
});

/** Moving a booking from its private link. */
export const rescheduleSchema = v.object({ start: startField });

/** A staff member's or a client's reason for cancelling (optional). */
export const cancelSchema = v.object({
  reason: v.pipe(
    text(bookingErrors.reasonLong),
    v.trim(),
    v.maxLength(BOOKING_LIMITS.reason.max, bookingErrors.reasonLong),
  ),
});
