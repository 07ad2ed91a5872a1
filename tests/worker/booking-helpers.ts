import { env } from "cloudflare:test";
import { saveAvailability } from "~/bookings/availability.server";
import { type BookingDeps, bookingDeps } from "~/bookings/deps.server";
import { createDb } from "~/platform/db/client.server";
import { ORIGIN } from "./helpers";
import { signedInAdmin } from "./inbox-helpers";

/**
 * The fixed clock of the booking tests: Tuesday 20 October 2026, 06:00 UTC (11:30 IST), a few
 * days before London leaves summer time (25 October) and two weeks before New York does (1 November).
 */
export const NOW = new Date("2026-10-20T06:00:00Z");

export const WEEKDAY_MORNINGS = {
  "1": [["10:00", "13:00"]],
  "2": [["10:00", "13:00"]],
  "3": [["10:00", "13:00"]],
  "4": [["10:00", "13:00"]],
  "5": [["10:00", "13:00"]],
} as Record<string, [string, string][]>;

/** The real deps (D1, the mail queue) with the fixed clock (or another). */
export function testBookingDeps(now: Date = NOW, overrides: Partial<BookingDeps> = {}): BookingDeps {
  return { ...bookingDeps(env, ORIGIN), now: () => now, ...overrides };
}

/** A staff member who takes bookings on weekday mornings IST (or as given). */
export async function bookableStaff(
  email = "staff@example.com",
  options: { bufferMinutes?: number; blockedDays?: string[]; meetingMinutes?: number } = {},
) {
  const admin = await signedInAdmin(email, "Priya Natarajan");
  await saveAvailability(
    createDb(env.DB),
    admin.id,
    {
      weeklyHours: WEEKDAY_MORNINGS,
      meetingMinutes: options.meetingMinutes ?? 30,
      bufferMinutes: options.bufferMinutes ?? 0,
      blockedDays: options.blockedDays ?? [],
      meetingLink: "https://meet.example.com/adrig-priya",
      takesBookings: true,
    },
    NOW,
  );
  return admin;
}

export const client = (email = "deepa@example.com") => ({ userId: null, name: "Deepa Rao", email });

export const details = (timeZone = "America/New_York") => ({
  topic: "engagement:build",
  timeZone,
  company: "Rao Foods",
  note: "We would like a WhatsApp ordering bot.",
});

/** 10:00 IST on an IST date, as an instant. */
export function istTime(date: string, hhmm: string): Date {
  return new Date(Date.parse(`${date}T${hhmm}:00+05:30`));
}

type OutboxMail = { subject: string; text: string; html: string; attachments: string | null };

/** Every mail to `email` once the queue's consumer has stopped writing, oldest first. */
export async function mailsTo(email: string, settleMs = 300): Promise<OutboxMail[]> {
  let last = -1;
  let rows: OutboxMail[] = [];
  for (let waited = 0; waited < 5000; waited += settleMs / 2) {
    rows = (
      await env.DB.prepare(
        'select subject, text, html, attachments from mail_outbox where "to" = ? order by created_at, rowid',
      )
        .bind(email)
        .all<OutboxMail>()
    ).results;
    if (rows.length === last && rows.length > 0) return rows;
    last = rows.length;
    await new Promise((resolve) => setTimeout(resolve, settleMs / 2));
  }
  return rows;
}

/** The .ics attached to a mail, as text. */
export function icsOf(mail: OutboxMail): string {
  const files = JSON.parse(mail.attachments ?? "[]") as { filename: string; type: string; content: string }[];
  const ics = files.find((f) => f.filename.endsWith(".ics"));
  if (!ics) throw new Error(`no .ics with "${mail.subject}"`);
  return ics.content;
}
