import type { BookingSummary } from "./book-view";
import { STAFF_ZONE, whenIn } from "./booking-rules";
import { calendar, googleCalendarLink, outlookCalendarLink } from "./ics";
import { bookingEvent } from "./mails.server";
import { manageToken } from "./manage-links.server";
import { INVITE_PATH, MANAGE_PATH } from "./paths";
import type { Booking } from "./schema.server";
import { topicLabel } from "./topics";

/** A booking as the confirmation and manage pages show it to its client (links carry a fresh token). */
export function bookingSummary(
  booking: Booking,
  deps: { secret: string; companyMailbox: string; now: () => Date },
): BookingSummary {
  const token = encodeURIComponent(manageToken(deps.secret, booking.id, booking.endAt));
  const event = bookingEvent(booking, deps);
  return {
    topic: topicLabel(booking.topic),
    status: booking.status,
    when: whenIn(booking.startAt, booking.timeZone),
    ist: whenIn(booking.startAt, STAFF_ZONE),
    minutes: Math.round((booking.endAt.getTime() - booking.startAt.getTime()) / 60000),
    timeZone: booking.timeZone,
    meetingLink: booking.meetingLink,
    google: googleCalendarLink(event),
    outlook: outlookCalendarLink(event),
    icsHref: `${INVITE_PATH}?token=${token}`,
    manageHref: `${MANAGE_PATH}?token=${token}`,
  };
}

/** The booking's invitation as a file: a REQUEST while it stands, a CANCEL once cancelled. */
export function invitationFile(booking: Booking, deps: { companyMailbox: string; now: () => Date }): string {
  return calendar(booking.status === "cancelled" ? "CANCEL" : "REQUEST", [bookingEvent(booking, deps)]);
}
