import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { offeredSlots, saveAvailabilityFrom } from "~/bookings/availability.server";
import { claimAndConfirm } from "~/bookings/book.server";
import { availabilitySavedToast } from "~/bookings/index.server";
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
