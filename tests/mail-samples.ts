import * as accounts from "~/accounts/mails.server";
import { type BookingMailKind, bookingMail, confirmLinkMail } from "~/bookings/mails.server";
import type { Booking } from "~/bookings/schema.server";
import { type StaffNoticeKind, staffNoticeMail } from "~/bookings/staff-notices.server";
import { noDetails } from "~/conversations/contact-fields";
import * as conversations from "~/conversations/mails.server";
import { contactNotificationMail } from "~/conversations/notifications.server";
import * as newsletter from "~/newsletter/mails.server";
import { composeIssueMail } from "~/newsletter/sending.server";
import type { Mail } from "~/platform/mail/mail.server";
import * as staff from "~/staff/mails.server";

/**
 * Every kind of mail the site sends, each composed by its own function with realistic, long
 * content (a long name, a long link, a long word), so one test can look at all of them: the
 * Worker test `tests/worker/mail-kinds.test.ts` (that every mail function of `app/<domain>/mails.server.ts`
 * is here) and the browser test `tests/e2e/mail-layout.spec.ts` (each fits a phone's width).
 * `from` names the function (and the kind, for the bookings' one function of several kinds).
 */

export type MailSample = { from: string; mail: Mail };

const ORIGIN = "https://adrig.co.in";
const NOW = new Date("2026-10-20T06:00:00Z");
const LONG_TOKEN = "k7Qx2ZpL9vB4nR8tW1yC6mD3fH5jS0aE".repeat(3);
const link = (path: string) => `${ORIGIN}${path}?token=${LONG_TOKEN}`;
const device = { at: "Tuesday, 20 October 2026, 11:30 AM (IST)", browser: "Chrome on macOS", place: "Chennai, India" };
const name = "Venkataraghavan Subramaniam-Krishnamurthy";

const booking: Booking = {
  id: "5f0c2d1e-8a7b-4c3d-9e2f-1a2b3c4d5e6f",
  staffId: "staff-1",
  userId: null,
  email: "venkataraghavan.subramaniam@example-enterprise-holdings.co.in",
  name,
  company: "Subramaniam Foods and Beverages Private Limited",
  note: "We would like a WhatsApp ordering bot for our 40 stores: https://example-enterprise-holdings.co.in/stores/tamil-nadu/chennai/list-of-all-outlets",
  topic: "engagement:build",
  timeZone: "America/Los_Angeles",
  startAt: new Date("2026-10-22T04:30:00Z"),
  endAt: new Date("2026-10-22T05:00:00Z"),
  status: "confirmed",
  sequence: 1,
  meetingLink: "https://meet.google.com/abc-defg-hij?authuser=consultations%40adrig.co.in",
  conversationId: "conversation-1",
  cancelReason: "Our colleague is unwell; please choose another time.",
  cancelledBy: null,
  previousStartAt: new Date("2026-10-21T04:30:00Z"),
  visit: null,
  remindedDayAt: null,
  remindedHourAt: null,
  createdAt: NOW,
};

const bookingDeps = {
  origin: ORIGIN,
  secret: "a-secret-for-sample-links-only-0123456789",
  companyMailbox: "contact@adrig.co.in",
  now: () => NOW,
};

const BOOKING_KINDS: BookingMailKind[] = [
  "confirmed",
  "rescheduled",
  "cancelled",
  "staff_cancelled",
  "reminder_day",
  "reminder_hour",
];
const STAFF_NOTICE_KINDS: StaffNoticeKind[] = [
  "confirmed",
  "rescheduled",
  "cancelled",
  "reminder_day",
  "reminder_hour",
];

const thread = [
  { label: name, at: NOW, body: `Hello, we need help with ordering. ${link("/stores")}` },
  { label: "Priya Natarajan from ADRIG", at: NOW, body: "Thank you, we will reply today." },
  { label: name, at: NOW, body: "Here is our brief." },
];

const issueMarkdown = [
  "## What we learned from 40 WhatsApp ordering bots",
  "",
  `Read the full case study: ${ORIGIN}/work/case-studies/whatsapp-ordering-for-retail-chains-in-tamil-nadu-and-kerala`,
  "",
  "```",
  "curl -X POST https://api.example.com/v1/orders/create-with-a-very-long-endpoint-name --data '{\"store\": 42}'",
  "```",
  "",
  "Supercalifragilisticexpialidociouslylongwordwithoutanyspacesatallthatneverends.",
].join("\n");

export function mailSamples(): MailSample[] {
  const cancelled: Booking = { ...booking, status: "cancelled", cancelledBy: "client", sequence: 2 };
  return [
    { from: "accounts.confirmEmailMail", mail: accounts.confirmEmailMail(booking.email, link("/confirm-email")) },
    {
      from: "accounts.accountExistsMail",
      mail: accounts.accountExistsMail(booking.email, name, `${ORIGIN}/login`, link("/reset-password")),
    },
    {
      from: "accounts.resetPasswordMail",
      mail: accounts.resetPasswordMail(booking.email, name, link("/reset-password")),
    },
    {
      from: "accounts.passwordChangedMail",
      mail: accounts.passwordChangedMail(booking.email, name, `${ORIGIN}/contact`),
    },
    { from: "accounts.newSignInMail", mail: accounts.newSignInMail(booking.email, name, device, `${ORIGIN}/account`) },
    {
      from: "accounts.securityChangeMail",
      mail: accounts.securityChangeMail(
        booking.email,
        name,
        { what: "A passkey was added", ...device },
        `${ORIGIN}/account`,
      ),
    },
    {
      from: "accounts.emailChangeLinkMail",
      mail: accounts.emailChangeLinkMail(booking.email, name, link("/account/email/confirm")),
    },
    { from: "accounts.emailChangeTakenMail", mail: accounts.emailChangeTakenMail(booking.email) },
    {
      from: "accounts.emailChangeStartedMail",
      mail: accounts.emailChangeStartedMail(
        booking.email,
        name,
        { newEmail: `new.${booking.email}`, undoUntil: "Tuesday, 27 October 2026", ...device },
        link("/account/email/undo"),
      ),
    },
    {
      from: "accounts.emailChangedMail",
      mail: accounts.emailChangedMail(
        booking.email,
        name,
        { newEmail: `new.${booking.email}`, undoUntil: "Tuesday, 27 October 2026", at: device.at },
        link("/account/email/undo"),
      ),
    },
    {
      from: "accounts.emailChangeUndoneMail",
      mail: accounts.emailChangeUndoneMail(
        booking.email,
        name,
        {
          outcome: "undone",
          oldEmail: booking.email,
          newEmail: `new.${booking.email}`,
          requestedAt: device.at,
          at: device.at,
        },
        [{ what: "A passkey was added", ...device }],
        { account: `${ORIGIN}/account`, reset: `${ORIGIN}/forgot-password` },
      ),
    },
    {
      from: "accounts.securityChangesMail",
      mail: accounts.securityChangesMail(
        booking.email,
        name,
        [1, 2, 3].map((n) => ({ what: `A passkey was renamed to "MacBook Pro ${n}"`, ...device })),
        `${ORIGIN}/account`,
      ),
    },
    {
      from: "conversations.conversationReplyMail",
      mail: conversations.conversationReplyMail({
        to: booking.email,
        service: "chatbot-development",
        reply: `Hello ${name},\n\nThank you for the brief. Our proposal is here: ${link("/files/proposal")}`,
        signedBy: "Priya Natarajan from ADRIG",
        thread,
        conversationLink: `${ORIGIN}/messages/conversation-1`,
        replyTo: `reply+${LONG_TOKEN}@adrig.co.in`,
        headers: {},
        files: [{ name: "ADRIG-proposal-for-Subramaniam-Foods-and-Beverages-2026.pdf", bytes: 2_400_000 }],
      }),
    },
    {
      from: "conversations.notKeptFilesMail",
      mail: conversations.notKeptFilesMail({
        to: booking.email,
        service: null,
        notKept: [{ name: "a-very-long-file-name-without-any-spaces-at-all-from-a-scanner-0001.exe", reason: "type" }],
        conversationLink: `${ORIGIN}/messages/conversation-1`,
        headers: {},
      }),
    },
    {
      from: "conversations.clientReplyNotificationMail",
      mail: conversations.clientReplyNotificationMail({
        recipient: "contact@adrig.co.in",
        link: `${ORIGIN}/admin/messages/conversation-1`,
        name,
        email: booking.email,
        body: `Here is the list of our stores: ${link("/stores")}`,
        via: "email",
        files: 2,
      }),
    },
    {
      from: "conversations.claimConversationMail",
      mail: conversations.claimConversationMail(booking.email, name, [
        { service: "chatbot-development", sentAt: NOW, link: link("/claim-conversation") },
      ]),
    },
    {
      from: "conversations.senderCopyMail",
      mail: conversations.senderCopyMail({
        to: booking.email,
        replyTime: "one working day",
        replyTo: "contact@adrig.co.in",
        proven: true,
        name,
        service: "chatbot-development",
        message: booking.note,
        conversationLink: `${ORIGIN}/messages/conversation-1`,
      }),
    },
    {
      from: "conversations.contactConfirmMail",
      mail: conversations.contactConfirmMail(booking.email, link("/contact/confirm")),
    },
    {
      from: "conversations.contactNotificationMail",
      // Every further detail of the form empty, whichever the form declares (contact-fields.ts).
      mail: contactNotificationMail("contact@adrig.co.in", ORIGIN, {
        ...noDetails(),
        id: "conversation-1",
        name,
        email: booking.email,
        service: "chatbot-development",
        message: booking.note,
        isVerified: true,
        files: 1,
      }),
    },
    {
      from: "newsletter.newsletterConfirmMail",
      mail: newsletter.newsletterConfirmMail(booking.email, link("/newsletter/confirm")),
    },
    {
      from: "newsletter.newsletterWelcomeMail",
      mail: newsletter.newsletterWelcomeMail(booking.email, link("/newsletter/unsubscribe")),
    },
    {
      from: "newsletter.newsletterIssueMail",
      mail: composeIssueMail(
        {
          subject: "ADRIG Insights: ordering bots",
          previewText: "What 40 bots taught us",
          bodyMarkdown: issueMarkdown,
          slug: "ordering-bots",
        },
        booking.email,
        link("/newsletter/unsubscribe"),
        ORIGIN,
      ),
    },
    {
      from: "staff.staffChangeMail",
      mail: staff.staffChangeMail(
        "contact@adrig.co.in",
        {
          kind: "granted",
          account: { name, email: booking.email },
          actor: { name: "Priya Natarajan", email: "priya@adrig.co.in" },
          ...device,
        },
        { href: `${ORIGIN}/admin/team`, label: "Open the team page" },
      ),
    },
    ...BOOKING_KINDS.map((kind) => ({
      from: `bookings.bookingMail:${kind}`,
      mail: bookingMail(kind.includes("cancelled") ? cancelled : booking, kind, bookingDeps, booking.cancelReason),
    })),
    {
      from: "bookings.confirmLinkMail",
      mail: confirmLinkMail(
        { ...booking, start: booking.startAt.getTime(), expiresAt: NOW.getTime() + 3_600_000 },
        link("/book/confirm"),
        bookingDeps.companyMailbox,
      ),
    },
    ...STAFF_NOTICE_KINDS.map((kind) => ({
      from: `bookings.staffNoticeMail:${kind}`,
      mail: staffNoticeMail(
        kind === "cancelled" ? cancelled : booking,
        kind,
        "priya@adrig.co.in",
        bookingDeps,
        new Date("2026-10-21T04:30:00Z"),
      ),
    })),
  ];
}

/** The kinds of the bookings' mail functions that compose several, for the coverage check. */
export const sampledKinds = { bookingMail: BOOKING_KINDS, staffNoticeMail: STAFF_NOTICE_KINDS };
