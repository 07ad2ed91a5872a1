import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { claimAndConfirm } from "~/bookings/book.server";
import {
  bookingForLink,
  calendarFeed,
  cancelByStaff,
  manageToken,
  renewFeedToken,
  revokeFeedToken,
  sendDueReminders,
} from "~/bookings/index.server";
import { cancelBooking, moveBooking } from "~/bookings/manage.server";
import { MOVE_NOTICE_WINDOW_MS, sendGatheredMoveNotices } from "~/bookings/staff-move-notices.server";
import { createDb } from "~/platform/db/client.server";
import worker from "../../build/server/index.js";
import { linkIn } from "./auth-helpers";
import { bookableStaff, client, details, icsOf, istTime, mailsTo, NOW, testBookingDeps } from "./booking-helpers";

/**
 * The client's mails: the confirmation with its invitation (.ics, parsed here with ical.js, a
 * maintained iCalendar library), the time in their zone and in IST, calendar links, the meeting
 * link and the private manage link; the updated invitation (SEQUENCE raised, same UID) and the
 * METHOD:CANCEL; reminders 24 hours and 1 hour before, each once, none once cancelled; and the
 * staff's calendar feed.
 */

const SLOT = istTime("2026-10-22", "10:00");
const HOUR = 60 * 60 * 1000;

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return { calendar, vevent, event, method: calendar.getFirstPropertyValue("method") };
}

describe("the confirmation", () => {
  it("tells the time in the client's zone and in IST, links the calendars, the meeting and the manage page, and attaches a valid invitation", async () => {
    await bookableStaff();
    const booking = await claimAndConfirm(testBookingDeps(), client(), details("America/New_York"), SLOT);
    const [mail] = await mailsTo("deepa@example.com");
    expect(mail!.subject).toBe("Your consultation with ADRIG is booked");
    expect(mail!.text).toContain("When: Thursday, 22 October 2026, 12:30 AM (EDT)");
    expect(mail!.text).toContain("In India (IST): Thursday, 22 October 2026, 10:00 AM (IST)");
    expect(mail!.text).toContain("Join the meeting: https://meet.example.com/adrig-priya");
    expect(mail!.text).toContain("Add to Google Calendar: https://calendar.google.com/calendar/render?action=TEMPLATE");
    expect(mail!.text).toContain("dates=20261022T043000Z%2F20261022T050000Z");
    expect(mail!.text).toContain("Add to Outlook: https://outlook.live.com/calendar/0/action/compose?");
    const link = linkIn(mail!.text, "/book/manage");
    const token = new URL(link).searchParams.get("token")!;
    expect((await bookingForLink(testBookingDeps(), token)).id).toBe(booking.id);

    const ics = icsOf(mail!);
    expect(ics).toMatch(/\r\n/);
    const { event, vevent, method } = parse(ics);
    expect(method).toBe("REQUEST");
    expect(event.uid).toBe(`${booking.id}@adrig.co.in`);
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-10-22T04:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-10-22T05:00:00.000Z");
    expect(event.startDate.zone?.tzid).toBe("UTC");
    expect(event.location).toBe("https://meet.example.com/adrig-priya");
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(String(event.organizer)).toBe("mailto:contact@adrig.co.in");
    expect(vevent.getFirstProperty("attendee")!.getParameter("cn")).toBe("Deepa Rao");
  });
});

describe("the private manage link", () => {
  it("opens only its own booking, only until the meeting ends, and not when tampered with", async () => {
    await bookableStaff();
    const deps = testBookingDeps();
    const booking = await claimAndConfirm(deps, client(), details(), SLOT);
    const token = manageToken(deps.secret, booking.id, booking.endAt);
    await expect(bookingForLink(deps, token)).resolves.toMatchObject({ id: booking.id });
    const [id, exp, sig] = token.split(".");
    const later = (Number.parseInt(exp!, 36) + HOUR).toString(36);
    for (const forged of [
      `${id}.${later}.${sig}`,
      `${id}.${exp}.${sig!.slice(1)}x`,
      manageToken("another secret", booking.id, booking.endAt),
    ]) {
      await expect(bookingForLink(deps, forged)).rejects.toMatchObject({ status: 404, code: "link_invalid" });
    }
    await expect(bookingForLink(testBookingDeps(booking.endAt), token)).rejects.toMatchObject({ code: "link_invalid" });
  });
});

describe("rescheduling and cancelling", () => {
  it("sends the updated invitation with the same UID and a raised SEQUENCE, then a METHOD:CANCEL", async () => {
    await bookableStaff();
    const deps = testBookingDeps();
    const booking = await claimAndConfirm(deps, client(), details("Europe/London"), SLOT);
    const moved = await moveBooking(deps, booking, istTime("2026-10-26", "11:00"));
    expect(moved.sequence).toBe(1);
    const cancelled = await cancelBooking(deps, moved, { by: "client" }, null);
    expect(cancelled.sequence).toBe(2);
    const mails = await mailsTo("deepa@example.com");
    expect(mails.map((m) => m.subject)).toEqual([
      "Your consultation with ADRIG is booked",
      "Your consultation with ADRIG has moved",
      "Your consultation with ADRIG is cancelled",
    ]);
    const first = parse(icsOf(mails[0]!));
    const update = parse(icsOf(mails[1]!));
    const cancel = parse(icsOf(mails[2]!));
    expect(update.method).toBe("REQUEST");
    expect(update.event.uid).toBe(first.event.uid);
    expect(update.event.sequence).toBe(1);
    expect(update.event.startDate.toJSDate().toISOString()).toBe("2026-10-26T05:30:00.000Z");
    // London left summer time on 25 October: 11:00 IST is 5:30 AM GMT.
    expect(mails[1]!.text).toContain("When: Monday, 26 October 2026, 5:30 AM (GMT)");
    // The move names the time it replaces, in the client's zone.
    expect(mails[1]!.text).toContain("Previously: Thursday, 22 October 2026, 5:30 AM (");
    expect(mails[1]!.html).toContain("Previously: Thursday, 22 October 2026, 5:30 AM (");
    // A cancelled call has no "before the call"; it offers another time instead.
    expect(mails[2]!.text).not.toContain("Questions before the call?");
    expect(mails[2]!.text).toContain("Book another time: http://example.com/book");
    expect(cancel.method).toBe("CANCEL");
    expect(cancel.event.uid).toBe(first.event.uid);
    expect(cancel.event.sequence).toBe(2);
    expect(cancel.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(mails[2]!.text).not.toContain("/book/manage");
    // Cancelled once: a second cancel changes nothing and mails nothing.
    await expect(cancelBooking(deps, cancelled, { by: "client" }, null)).rejects.toMatchObject({ status: 409 });
  });

  it("mails the client the staff's reason when staff cancel", async () => {
    const staff = await bookableStaff();
    const deps = testBookingDeps();
    const booking = await claimAndConfirm(deps, client(), details(), SLOT);
    await cancelByStaff(
      deps,
      { id: staff.id, name: "Priya Natarajan" },
      booking.id,
      "Our consultant is unwell; please book another time.",
    );
    const mails = await mailsTo("deepa@example.com");
    expect(mails.at(-1)!.subject).toBe("We had to cancel your consultation with ADRIG");
    expect(mails.at(-1)!.text).toContain("Our reason: Our consultant is unwell; please book another time.");
    expect(mails.at(-1)!.text).not.toContain("Questions before the call?");
    expect(parse(icsOf(mails.at(-1)!)).method).toBe("CANCEL");
  });
});

describe("the staff member's notices", () => {
  it("mails the staff member whose slot it is each booking, move and cancel, with the same invitation", async () => {
    const staff = await bookableStaff();
    const deps = testBookingDeps();
    const booking = await claimAndConfirm(deps, client(), details(), SLOT);
    const moved = await moveBooking(deps, booking, istTime("2026-10-23", "12:00"));
    // A move is told once its gathering window has closed (booking-manage-limits.test.ts).
    await sendGatheredMoveNotices(testBookingDeps(new Date(NOW.getTime() + MOVE_NOTICE_WINDOW_MS)));
    await cancelByStaff(deps, { id: staff.id, name: "Priya Natarajan" }, moved.id, "Clash with a client visit.");
    const mails = (await mailsTo("staff@example.com")).filter((m) => /consultation/i.test(m.subject));
    expect(mails.map((m) => m.subject)).toEqual([
      "New consultation: Deepa Rao, Thursday, 22 October 2026, 10:00 AM (IST)",
      "Consultation moved: Deepa Rao, Friday, 23 October 2026, 12:00 PM (IST)",
      "Consultation cancelled: Deepa Rao, Friday, 23 October 2026, 12:00 PM (IST)",
    ]);
    expect(mails[0]!.text).toContain("Client's time: Thursday, 22 October 2026, 12:30 AM (EDT)");
    expect(mails[0]!.text).toContain("/admin/messages/");
    expect(mails[2]!.text).toContain("Reason: Clash with a client visit.");
    const [first, second, third] = mails.map((m) => parse(icsOf(m)));
    expect([first!.method, second!.method, third!.method]).toEqual(["REQUEST", "REQUEST", "CANCEL"]);
    expect(new Set([first!.event.uid, second!.event.uid, third!.event.uid]).size).toBe(1);
    expect([first!.event.sequence, second!.event.sequence, third!.event.sequence]).toEqual([0, 1, 2]);
  });
});

describe("reminders", () => {
  it("sends the 24-hour and the 1-hour reminder once each, however often the cron runs", async () => {
    await bookableStaff();
    await claimAndConfirm(testBookingDeps(), client(), details(), SLOT);
    const at = (ms: number) => testBookingDeps(new Date(SLOT.getTime() - ms));
    expect(await sendDueReminders(at(25 * HOUR))).toEqual({ day: 0, hour: 0 });
    expect(await sendDueReminders(at(24 * HOUR))).toEqual({ day: 1, hour: 0 });
    expect(await sendDueReminders(at(23 * HOUR))).toEqual({ day: 0, hour: 0 });
    expect(await sendDueReminders(at(HOUR))).toEqual({ day: 0, hour: 1 });
    expect(await sendDueReminders(at(30 * 60 * 1000))).toEqual({ day: 0, hour: 0 });
    const subjects = (await mailsTo("deepa@example.com")).map((m) => m.subject);
    expect(subjects).toEqual([
      "Your consultation with ADRIG is booked",
      "Reminder: your consultation with ADRIG is tomorrow",
      "Reminder: your consultation with ADRIG starts in an hour",
    ]);
  });

  it("sends none for a cancelled booking, and only the hour's when the day's came too late", async () => {
    await bookableStaff();
    const deps = testBookingDeps();
    const cancelled = await claimAndConfirm(deps, client(), details(), SLOT);
    await cancelBooking(deps, cancelled, { by: "client" }, null);
    expect(await sendDueReminders(testBookingDeps(new Date(SLOT.getTime() - 2 * HOUR)))).toEqual({ day: 0, hour: 0 });
    await claimAndConfirm(deps, client("late@example.com"), details(), istTime("2026-10-22", "11:00"));
    const late = testBookingDeps(new Date(istTime("2026-10-22", "11:00").getTime() - 40 * 60 * 1000));
    expect(await sendDueReminders(late)).toEqual({ day: 0, hour: 1 });
    expect(await sendDueReminders(late)).toEqual({ day: 0, hour: 0 });
  });
});

describe("the every-minute cron", () => {
  it("sends a due reminder through scheduled(), once however often it runs", async () => {
    await bookableStaff();
    const booking = await claimAndConfirm(testBookingDeps(), client(), details(), SLOT);
    const at = SLOT.getTime() - 50 * 60 * 1000;
    for (let run = 0; run < 3; run++) {
      const ctx = createExecutionContext();
      await worker.scheduled(
        createScheduledController({ scheduledTime: at + run * 60_000, cron: "* * * * *" }),
        env,
        ctx,
      );
      await waitOnExecutionContext(ctx);
    }
    const subjects = (await mailsTo("deepa@example.com")).map((m) => m.subject);
    expect(subjects.filter((s) => s === "Reminder: your consultation with ADRIG starts in an hour")).toHaveLength(1);
    const row = await env.DB.prepare("select reminded_hour_at from bookings where id = ?")
      .bind(booking.id)
      .first<{ reminded_hour_at: number }>();
    expect(row!.reminded_hour_at).toBe(at);
  });
});

describe("the staff's calendar feed", () => {
  it("lists the staff member's bookings at a secret address until it is revoked or renewed", async () => {
    const staff = await bookableStaff();
    const deps = testBookingDeps();
    const booking = await claimAndConfirm(deps, client(), details(), SLOT);
    const db = createDb(env.DB);
    const token = await renewFeedToken(db, staff.id, NOW);
    const feed = await calendarFeed(deps, token);
    const calendar = new ICAL.Component(ICAL.parse(feed!));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid)).toEqual([`${booking.id}@adrig.co.in`]);
    expect(events[0]!.summary).toBe("Consultation: Deepa Rao");
    // Another staff member's address opens nothing of theirs; a renewed address replaces the old one.
    expect(await calendarFeed(deps, "a".repeat(32))).toBeNull();
    const renewed = await renewFeedToken(db, staff.id, NOW);
    expect(await calendarFeed(deps, token)).toBeNull();
    expect(await calendarFeed(deps, renewed)).not.toBeNull();
    await revokeFeedToken(db, staff.id);
    expect(await calendarFeed(deps, renewed)).toBeNull();
  });
});
