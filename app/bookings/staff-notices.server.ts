import { eq } from "drizzle-orm";
import { users } from "~/accounts/index.server";
import type { Db } from "~/platform/db/client.server";
import { errorName, logEvent } from "~/platform/log.server";
import type { Mail, Mailer } from "~/platform/mail/mail.server";
import { compose, headerSafe } from "~/platform/mail/templates.server";
import { STAFF_ZONE, whenIn } from "./booking-rules";
import { calendar } from "./ics";
import { bookingEvent } from "./mails.server";
import type { Booking } from "./schema.server";
import { topicLabel } from "./topics";

/**
 * The staff member whose slot it is hears of each booking, move and cancel at their account's
 * address, with the same invitation (same UID and SEQUENCE as the client's), so the meeting lands
 * in their calendar too; the conversation's link is in it for questions before the call. A
 * client's moves are told once per gathering window (staff-move-notices.server.ts). The
 * reminders 24 hours and 1 hour before go to them too, as to the client.
 */

export type StaffNoticeKind = "confirmed" | "rescheduled" | "cancelled" | "reminder_day" | "reminder_hour";

const HEADINGS: Record<StaffNoticeKind, string> = {
  confirmed: "New consultation",
  rescheduled: "Consultation moved",
  cancelled: "Consultation cancelled",
  reminder_day: "Reminder: consultation tomorrow",
  reminder_hour: "Reminder: consultation in an hour",
};

export type NoticeDeps = { db: Db; mailer: Mailer; origin: string; companyMailbox: string; now: () => Date };

export function staffNoticeMail(
  booking: Booking,
  kind: StaffNoticeKind,
  to: string,
  deps: Pick<NoticeDeps, "origin" | "companyMailbox" | "now">,
  previousStart: Date | null,
): Mail {
  const ist = whenIn(booking.startAt, STAFF_ZONE);
  const lines = [
    `${HEADINGS[kind]}: ${booking.name} (${booking.email})${booking.company ? `, ${booking.company}` : ""}.`,
    `Topic: ${topicLabel(booking.topic)}\nWhen: ${ist}\nClient's time: ${whenIn(booking.startAt, booking.timeZone)}`,
  ];
  if (kind === "rescheduled" && previousStart) lines.push(`Previously: ${whenIn(previousStart, STAFF_ZONE)}`);
  if (kind === "cancelled" && booking.cancelReason) lines.push(`Reason: ${booking.cancelReason}`);
  if (booking.note) lines.push(`Their note:\n${booking.note}`);
  const blocks = lines.map((text) => ({ text }));
  const conversation = booking.conversationId
    ? [
        {
          link: new URL(`/admin/messages/${booking.conversationId}`, deps.origin).toString(),
          label: "Open the conversation",
        },
      ]
    : [];
  const meeting = booking.meetingLink ? [{ link: booking.meetingLink, label: "Join the meeting" }] : [];
  const mail = compose(to, headerSafe(`${HEADINGS[kind]}: ${booking.name}, ${ist}`), [
    ...blocks,
    ...(kind === "reminder_day" || kind === "reminder_hour" ? meeting : []),
    ...conversation,
  ]);
  // A reminder carries no invitation: the meeting is in their calendar already.
  if (kind === "reminder_day" || kind === "reminder_hour") return mail;
  const method = kind === "cancelled" ? "CANCEL" : "REQUEST";
  return {
    ...mail,
    attachments: [
      {
        filename: kind === "cancelled" ? "cancel.ics" : "invite.ics",
        type: `text/calendar; charset=UTF-8; method=${method}`,
        content: calendar(method, [bookingEvent(booking, deps)]),
      },
    ],
  };
}

/**
 * Mails the staff member of the booking (`booking.staffId`); a failure is logged and never undoes
 * the change. A move's notice may name the time their calendar held before. False when the queue
 * refused it (a gathered notice is then put back for the next run).
 */
export async function noticeStaff(
  deps: NoticeDeps,
  booking: Booking,
  kind: StaffNoticeKind,
  previousStart: Date | null = null,
): Promise<boolean> {
  try {
    const [staff] = await deps.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, booking.staffId))
      .limit(1);
    if (staff) await deps.mailer.send(staffNoticeMail(booking, kind, staff.email, deps, previousStart));
    return true;
  } catch (err) {
    logEvent("warn", "booking_staff_notice_deferred", { kind, error: errorName(err) });
    return false;
  }
}
