import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { offeredSlots, saveAvailability, saveAvailabilityFrom } from "~/bookings/availability.server";
import { claimAndConfirm } from "~/bookings/book.server";
import { availabilitySavedToast, calendarFeed, renewFeedToken } from "~/bookings/index.server";
import { moveBooking } from "~/bookings/manage.server";
import { MOVE_NOTICE_WINDOW_MS, sendGatheredMoveNotices } from "~/bookings/staff-move-notices.server";
import { createDb } from "~/platform/db/client.server";
import { count, PASSWORD } from "./auth-helpers";
import { bookableStaff, client, details, icsOf, istTime, mailsTo, NOW, testBookingDeps } from "./booking-helpers";
import { postForm } from "./helpers";

/**
 * A staff member with upcoming bookings leaves or changes their availability: deleting their
 * account cancels each upcoming booking first (the client mailed the METHOD:CANCEL, the reason and
 * "Book another time"); new hours, blocked days or no longer taking bookings keep the bookings and
 * tell the staff member, on save, which fall outside.
 */

const form = (hours: Record<string, string>, extra: Record<string, string> = {}) => ({
  "hours-0": "",
  "hours-1": "10:00-13:00",
  "hours-2": "10:00-13:00",
  "hours-3": "10:00-13:00",
  "hours-4": "10:00-13:00",
  "hours-5": "10:00-13:00",
  "hours-6": "",
  meetingMinutes: "30",
  bufferMinutes: "0",
  blockedDays: "",
  meetingLink: "https://meet.example.com/adrig-priya",
  takesBookings: "on",
  ...hours,
  ...extra,
});

describe("a staff member who leaves", () => {
  it("cancels their upcoming bookings when their account is deleted, each client mailed the cancel and a link to book again", async () => {
    const staff = await bookableStaff();
    // The built Worker runs on the real clock: a booking after it.
    const now = new Date();
    const deps = testBookingDeps(now);
    const [slot] = await offeredSlots(deps);
    await claimAndConfirm(deps, client(), details(), slot!.start);
    const start = await postForm(
      "/account",
      { intent: "delete-start", password: PASSWORD },
      {
        headers: { Cookie: staff.cookie },
      },
    );
    const confirmation = /name="confirmation" value="([^"]+)"/.exec(await start.text())![1]!;
    const deleted = await postForm(
      "/account",
      { intent: "delete", confirmation },
      { headers: { Cookie: staff.cookie } },
    );
    expect(deleted.status).toBe(303);
    expect(await count("bookings")).toBe(0);
    const mail = (await mailsTo("deepa@example.com")).at(-1)!;
    expect(mail.subject).toBe("We had to cancel your consultation with ADRIG");
    expect(mail.text).toContain("Our reason: The colleague you were to meet is no longer with ADRIG.");
    expect(mail.text).toMatch(/Book another time.*\/book/s);
    expect(icsOf(mail)).toContain("METHOD:CANCEL");
  });
});

describe("a staff member who changes their availability", () => {
  it("keeps the bookings the new hours or blocked days leave out, and names them on save", async () => {
    const staff = await bookableStaff();
    const deps = testBookingDeps();
    const thursday = await claimAndConfirm(deps, client(), details(), istTime("2026-10-22", "12:00"));
    await claimAndConfirm(deps, client("arun@example.com"), details(), istTime("2026-10-23", "10:00"));
    const db = createDb(env.DB);
    // Thursday now ends at 12:00; Friday 23 October is blocked.
    const outside = await saveAvailabilityFrom(
      db,
      staff.id,
      form({ "hours-4": "10:00-12:00" }, { blockedDays: "2026-10-23" }),
      NOW,
    );
    expect(outside.map((b) => b.email)).toEqual(["deepa@example.com", "arun@example.com"]);
    expect(await count("bookings")).toBe(2);
    const toast = availabilitySavedToast(outside);
    expect(toast.kind).toBe("info");
    expect(toast.description).toContain(
      "These 2 upcoming consultations fall outside your new availability and stay booked",
    );
    expect(toast.description).toContain("Thursday, 22 October 2026, 12:00 PM (IST) with Deepa Rao");
    // Hours that still cover them: nothing to say.
    expect(await saveAvailabilityFrom(db, staff.id, form({}), NOW)).toEqual([]);
    expect(availabilitySavedToast([]).title).toBe("Availability saved");
    expect(thursday.status).toBe("confirmed");
  });

  it("keeps every upcoming booking when they stop taking bookings, and names them", async () => {
    const staff = await bookableStaff();
    const deps = testBookingDeps();
    await claimAndConfirm(deps, client(), details(), istTime("2026-10-22", "10:00"));
    const { takesBookings: _, ...off } = form({});
    const outside = await saveAvailabilityFrom(createDb(env.DB), staff.id, off, NOW);
    expect(outside).toHaveLength(1);
    expect(availabilitySavedToast(outside).description).toContain("This upcoming consultation falls outside");
  });
});

describe("a move to another staff member's slot", () => {
  it("gives the booking to them: their calendar and feed get it, the first one's drop it", async () => {
    const mornings = await bookableStaff();
    const afternoons = await bookableStaff("arun.staff@example.com");
    const db = createDb(env.DB);
    await saveAvailability(
      db,
      afternoons.id,
      {
        weeklyHours: { "4": [["14:00", "17:00"]], "5": [["14:00", "17:00"]] },
        meetingMinutes: 30,
        bufferMinutes: 0,
        blockedDays: [],
        meetingLink: "https://meet.example.com/adrig-arun",
        takesBookings: true,
      },
      NOW,
    );
    const deps = testBookingDeps();
    const booking = await claimAndConfirm(deps, client(), details(), istTime("2026-10-22", "10:00"));
    expect(booking.staffId).toBe(mornings.id);
    const moved = await moveBooking(deps, booking, istTime("2026-10-23", "15:00"));
    // Both are told once the move's gathering window has closed.
    await sendGatheredMoveNotices(testBookingDeps(new Date(NOW.getTime() + MOVE_NOTICE_WINDOW_MS)));
    expect(moved).toMatchObject({
      staffId: afternoons.id,
      meetingLink: "https://meet.example.com/adrig-arun",
      sequence: 1,
    });

    const [firstFeed, secondFeed] = await Promise.all([
      renewFeedToken(db, mornings.id, NOW).then((token) => calendarFeed(deps, token)),
      renewFeedToken(db, afternoons.id, NOW).then((token) => calendarFeed(deps, token)),
    ]);
    expect(firstFeed).not.toContain(booking.id);
    expect(secondFeed).toContain(`UID:${booking.id}@adrig.co.in`);
    expect(secondFeed).toContain("DTSTART:20261023T093000Z");

    const first = (await mailsTo("staff@example.com")).filter((m) => /consultation/i.test(m.subject));
    expect(first.map((m) => m.subject)).toEqual([
      "New consultation: Deepa Rao, Thursday, 22 October 2026, 10:00 AM (IST)",
      "Consultation cancelled: Deepa Rao, Thursday, 22 October 2026, 10:00 AM (IST)",
    ]);
    expect(icsOf(first[1]!)).toContain("METHOD:CANCEL");
    const second = (await mailsTo("arun.staff@example.com")).filter((m) => /consultation/i.test(m.subject));
    expect(second.map((m) => m.subject)).toEqual([
      "New consultation: Deepa Rao, Friday, 23 October 2026, 3:00 PM (IST)",
    ]);
    expect(icsOf(second[0]!)).toContain("METHOD:REQUEST");
    expect(icsOf(second[0]!)).toContain("SEQUENCE:1");
    // The client's updated invitation names the new staff member's meeting link.
    const clientMail = (await mailsTo("deepa@example.com")).at(-1)!;
    expect(clientMail.subject).toBe("Your consultation with ADRIG has moved");
    expect(clientMail.text).toContain("https://meet.example.com/adrig-arun");
  });
});
