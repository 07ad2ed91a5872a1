import type { Db } from "~/platform/db/client.server";
import { errorName, logEvent } from "~/platform/log.server";
import type { Mail, Mailer } from "~/platform/mail/mail.server";
import {
  type CappedMailKind,
  cappedMailKinds,
  claimRecipientMail,
  type RecipientClaim,
} from "~/platform/mail/recipient-caps.server";
import { type Block, compose } from "~/platform/mail/templates.server";
import { BOOK_PATH } from "~/site";
import { STAFF_ZONE, whenIn } from "./booking-rules";
import type { BookingRequest } from "./confirm-links.server";
import { type CalendarEvent, calendar, googleCalendarLink, outlookCalendarLink } from "./ics";
import { manageLink } from "./manage-links.server";

import type { Booking } from "./schema.server";
import { topicLabel } from "./topics";

/**
 * The client's mails about a booking (docs/bookings.md, "What each mail says"): the confirmation
 * and the moved booking carry the invitation (.ics, METHOD:REQUEST), a cancellation its
 * METHOD:CANCEL; reminders come 24 hours and 1 hour before. Each names the time in the client's
 * zone and in IST, and (while the booking stands) the meeting link and the private link to
 * reschedule or cancel.
 */

export type BookingMailKind =
  | "confirmed"
  | "rescheduled"
  | "cancelled"
  | "staff_cancelled"
  | "reminder_day"
  | "reminder_hour";

type MailDeps = { mailer: Mailer; origin: string; secret: string; companyMailbox: string; now: () => Date };
/** What composing a mail needs (sending it needs the mailer too). */
type ComposeDeps = Omit<MailDeps, "mailer">;

const ORGANIZER_NAME = "ADRIG Technologies";

/** The booking as a calendar event; its UID never changes, its SEQUENCE is the booking's. */
export function bookingEvent(
  booking: Booking,
  deps: Pick<MailDeps, "companyMailbox" | "now">,
  withAttendee = true,
): CalendarEvent {
  const domain = deps.companyMailbox.split("@")[1] ?? "adrig.co.in";
  const topic = topicLabel(booking.topic);
  return {
    uid: `${booking.id}@${domain}`,
    sequence: booking.sequence,
    start: booking.startAt,
    end: booking.endAt,
    stamp: deps.now(),
    summary: `ADRIG consultation: ${topic}`,
    description: [
      `Consultation with ADRIG Technologies about ${topic}.`,
      booking.meetingLink ? `Join: ${booking.meetingLink}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
    location: booking.meetingLink,
    url: booking.meetingLink || undefined,
    organizer: { name: ORGANIZER_NAME, email: deps.companyMailbox },
    attendee: withAttendee ? { name: booking.name, email: booking.email } : undefined,
    cancelled: booking.status === "cancelled",
  };
}

function invitation(booking: Booking, deps: ComposeDeps, method: "REQUEST" | "CANCEL") {
  return {
    filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
    type: `text/calendar; charset=UTF-8; method=${method}`,
    content: calendar(method, [bookingEvent(booking, deps)]),
  };
}

const SUBJECTS: Record<BookingMailKind, string> = {
  confirmed: "Your consultation with ADRIG is booked",
  rescheduled: "Your consultation with ADRIG has moved",
  cancelled: "Your consultation with ADRIG is cancelled",
  staff_cancelled: "We had to cancel your consultation with ADRIG",
  reminder_day: "Reminder: your consultation with ADRIG is tomorrow",
  reminder_hour: "Reminder: your consultation with ADRIG starts in an hour",
};

const OPENINGS: Record<BookingMailKind, (topic: string) => string> = {
  confirmed: (topic) =>
    `Your consultation about ${topic} is booked. The invitation is attached: open it to add the call to your calendar.`,
  rescheduled: (topic) =>
    `Your consultation about ${topic} has moved to the time below. The updated invitation is attached and replaces the earlier one in your calendar.`,
  cancelled: (topic) =>
    `Your consultation about ${topic} is cancelled, as you asked. The attached file removes it from your calendar.`,
  staff_cancelled: (topic) =>
    `We are sorry: we had to cancel your consultation about ${topic}. The attached file removes it from your calendar.`,
  reminder_day: (topic) => `A reminder: your consultation about ${topic} is in 24 hours.`,
  reminder_hour: (topic) => `A reminder: your consultation about ${topic} starts in an hour.`,
};

/** The mail of one kind about a booking, as the client receives it. */
export function bookingMail(booking: Booking, kind: BookingMailKind, deps: ComposeDeps, reason?: string | null): Mail {
  const topic = topicLabel(booking.topic);
  const standing = kind !== "cancelled" && kind !== "staff_cancelled";
  const event = bookingEvent(booking, deps);
  const blocks: Block[] = [
    { text: `Hello ${booking.name},` },
    { text: OPENINGS[kind](topic) },
    {
      text: `When: ${whenIn(booking.startAt, booking.timeZone)}\nIn India (IST): ${whenIn(booking.startAt, STAFF_ZONE)}\nLength: ${Math.round((booking.endAt.getTime() - booking.startAt.getTime()) / 60000)} minutes`,
    },
  ];
  // A move names the time it replaces, so nobody keeps the old one in mind.
  if (kind === "rescheduled" && booking.previousStartAt) {
    blocks.push({ text: `Previously: ${whenIn(booking.previousStartAt, booking.timeZone)}` });
  }
  if (kind === "staff_cancelled" && reason) blocks.push({ text: `Our reason: ${reason}` });
  if (standing) {
    if (booking.meetingLink) blocks.push({ link: booking.meetingLink, label: "Join the meeting" });
    if (kind === "confirmed" || kind === "rescheduled") {
      blocks.push({
        links: [
          { link: googleCalendarLink(event), label: "Add to Google Calendar" },
          { link: outlookCalendarLink(event), label: "Add to Outlook" },
        ],
      });
    }
    blocks.push({
      text: "Need another time? Reschedule or cancel from your private link (no sign-in needed; it works until the meeting ends):",
    });
    blocks.push({ link: manageLink(deps.origin, deps.secret, booking), label: "Reschedule or cancel" });
    blocks.push({ text: "Questions before the call? Reply to this e-mail or write to us from the contact page." });
  } else {
    blocks.push({ link: new URL(BOOK_PATH, deps.origin).toString(), label: "Book another time" });
    blocks.push({ text: "Questions? Reply to this e-mail or write to us from the contact page." });
  }
  const mail = compose(booking.email, SUBJECTS[kind], blocks);
  const attachments =
    kind === "confirmed" || kind === "rescheduled"
      ? [invitation(booking, deps, "REQUEST")]
      : !standing
        ? [invitation(booking, deps, "CANCEL")]
        : undefined;
  return { ...mail, replyTo: deps.companyMailbox, ...(attachments ? { attachments } : {}) };
}

/**
 * The client's mails a request causes, each capped per recipient like every mail a request can
 * aim at an address (app/platform/mail/recipient-caps.server.ts: 3 an hour, 10 a day, per kind,
 * whatever the IP): the address was typed by whoever booked. Not capped: a staff member's cancel
 * (staff act on a booking they hold, behind a second factor, and the client must hear of it) and
 * the reminders (the cron's, at most two per booking, never a request's).
 */
export const bookingCappedMails = cappedMailKinds("bookings", {
  confirmed: "booking-confirmation",
  rescheduled: "booking-moved",
  cancelled: "booking-cancelled",
  /** The link of a booking sent without JavaScript (book.server.ts), to the address that was typed. */
  confirmLink: "booking-confirm",
});
const CAPPED_KINDS: Partial<Record<BookingMailKind, CappedMailKind>> = {
  confirmed: bookingCappedMails.confirmed,
  rescheduled: bookingCappedMails.rescheduled,
  cancelled: bookingCappedMails.cancelled,
};

/**
 * Queues the mail; a refusal is logged and never undoes the change it tells of. Past the address's
 * cap nothing is sent and the change's answer is the same (no decoy is needed: a booking's answer
 * never depends on the queue). Returns whether it was queued.
 */
export async function sendBookingMail(
  deps: MailDeps & { db: Db },
  booking: Booking,
  kind: BookingMailKind,
  reason?: string | null,
): Promise<boolean> {
  const cap = CAPPED_KINDS[kind];
  let claim: RecipientClaim | null = null;
  try {
    if (cap) {
      claim = await claimRecipientMail(deps.db, cap, booking.email, deps.now());
      if (!claim) return false;
    }
    await deps.mailer.send(bookingMail(booking, kind, deps, reason));
    return true;
  } catch (err) {
    await claim?.release().catch(() => undefined);
    logEvent("warn", "booking_mail_deferred", { kind, error: errorName(err) });
    return false;
  }
}

const CONFIRM_LINK_SUBJECT = "Confirm your consultation with ADRIG";

/** The link that makes a booking sent without JavaScript; it books nothing until it is followed. */
export function confirmLinkMail(request: BookingRequest, link: string, companyMailbox: string): Mail {
  const start = new Date(request.start);
  const mail = compose(request.email, CONFIRM_LINK_SUBJECT, [
    { text: `Hello ${request.name},` },
    {
      text: `Please confirm your consultation about ${topicLabel(request.topic)}. It is not booked yet: the time is yours once you confirm, if it is still free then.`,
    },
    { text: `When: ${whenIn(start, request.timeZone)}\nIn India (IST): ${whenIn(start, STAFF_ZONE)}` },
    { link, label: "Confirm the booking" },
    {
      text: "The link works for an hour. If you did not ask for this consultation, ignore this e-mail: nothing is booked.",
    },
  ]);
  return { ...mail, replyTo: companyMailbox };
}

export async function sendConfirmLinkMail(deps: MailDeps, request: BookingRequest, link: string): Promise<void> {
  // Unlike the mails about a booking, a refusal here is the visitor's answer (the form says so).
  await deps.mailer.send(confirmLinkMail(request, link, deps.companyMailbox));
}
