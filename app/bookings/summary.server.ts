import type { SessionUser } from "~/accounts";
import type { BookingSummary } from "./book-view";
import { STAFF_ZONE, whenIn } from "./booking-rules";
import type { BookingDeps } from "./deps.server";
import { calendar, googleCalendarLink, outlookCalendarLink } from "./ics";
import { bookingEvent } from "./mails.server";
import { bookingForView } from "./manage.server";
import { managePath, viewToken } from "./manage-links.server";
import { INVITE_PATH } from "./paths";
import type { Booking } from "./schema.server";
import { topicLabel } from "./topics";

/**
 * A booking as the confirmation and manage pages show it to its client. Its links carry the
 * read-only token only: the summary never hands out the manage link.
 */
export function bookingSummary(
  booking: Booking,
  deps: { secret: string; companyMailbox: string; now: () => Date },
): BookingSummary {
  const token = encodeURIComponent(viewToken(deps.secret, booking.id, booking.endAt));
  const event = bookingEvent(booking, deps);
  return {
    topic: topicLabel(booking.topic),
    status: booking.status,
    when: whenIn(booking.startAt, booking.timeZone),
    previously:
      booking.status === "confirmed" && booking.previousStartAt
        ? whenIn(booking.previousStartAt, booking.timeZone)
        : null,
    ist: whenIn(booking.startAt, STAFF_ZONE),
    minutes: Math.round((booking.endAt.getTime() - booking.startAt.getTime()) / 60000),
    timeZone: booking.timeZone,
    meetingLink: booking.meetingLink,
    google: googleCalendarLink(event),
    outlook: outlookCalendarLink(event),
    icsHref: `${INVITE_PATH}?token=${token}`,
  };
}

/**
 * The confirmation page (`?token=` read-only): the booking's summary, and its manage link only
 * for whoever has proved the address, i.e. is signed in as its booker or with its address. Anyone
 * else (a visitor may have typed someone else's address) gets that link by mail only, so they
 * cannot move or cancel, nor have the booking's mails sent again, at a stranger's address.
 */
export async function confirmationFor(
  deps: Pick<BookingDeps, "db" | "now" | "secret" | "companyMailbox">,
  token: string,
  user: SessionUser | null,
): Promise<{ summary: BookingSummary; manageHref: string | null }> {
  const booking = await bookingForView(deps, token);
  const proven = user !== null && (booking.userId === user.id || booking.email === user.email.toLowerCase());
  return { summary: bookingSummary(booking, deps), manageHref: proven ? managePath(deps.secret, booking) : null };
}

/** The booking's invitation as a file: a REQUEST while it stands, a CANCEL once cancelled. */
export function invitationFile(booking: Booking, deps: { companyMailbox: string; now: () => Date }): string {
  return calendar(booking.status === "cancelled" ? "CANCEL" : "REQUEST", [bookingEvent(booking, deps)]);
}
