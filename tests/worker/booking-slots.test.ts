import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { offeredSlots } from "~/bookings/availability.server";
import { dateIn, freeSlots, istDate, type StaffHours, timeIn } from "~/bookings/booking-rules";
import { bookableStaff, istTime, NOW, testBookingDeps, WEEKDAY_MORNINGS } from "./booking-helpers";

/**
 * Slot computation with a fixed clock (Tuesday 20 October 2026, 11:30 IST): staff hours in IST,
 * meetings cut one after another with the buffer between them, at least 24 hours ahead, at most 30
 * days, never on a blocked day or over a confirmed booking; shown to visitors in their own zone
 * across London's and New York's changes from summer time.
 */

const hours = (overrides: Partial<StaffHours> = {}): StaffHours => ({
  staffId: "s1",
  weeklyHours: WEEKDAY_MORNINGS,
  meetingMinutes: 30,
  bufferMinutes: 0,
  blockedDays: [],
  ...overrides,
});

const ist = (slot: { start: Date }) => `${istDate(slot.start)} ${timeIn(slot.start, "Asia/Kolkata")}`;

describe("free slots", () => {
  it("offers 30-minute meetings within the weekly hours, 24 hours ahead at the earliest, 30 days at the latest", () => {
    const slots = freeSlots([hours()], [], NOW);
    // 24 hours after Tuesday 11:30 IST: Wednesday's 11:30 is the first.
    expect(ist(slots[0]!)).toBe("2026-10-21 11:30 AM");
    expect(slots[0]!.start.getTime() - NOW.getTime()).toBe(24 * 60 * 60 * 1000);
    // 30 days later: Thursday 19 November 11:30 IST is the last.
    expect(ist(slots.at(-1)!)).toBe("2026-11-19 11:30 AM");
    // Whole weekdays hold six meetings from 10:00 to 12:30, and weekends none.
    const thursday = slots.filter((s) => istDate(s.start) === "2026-10-22").map(ist);
    expect(thursday).toEqual(
      ["10:00 AM", "10:30 AM", "11:00 AM", "11:30 AM", "12:00 PM", "12:30 PM"].map((t) => `2026-10-22 ${t}`),
    );
    expect(slots.filter((s) => ["2026-10-24", "2026-10-25"].includes(istDate(s.start)))).toEqual([]);
    for (const slot of slots) expect(slot.end.getTime() - slot.start.getTime()).toBe(30 * 60 * 1000);
  });

  it("keeps the buffer after each meeting, and around a booking", () => {
    const slots = freeSlots([hours({ bufferMinutes: 15 })], [], NOW);
    expect(slots.filter((s) => istDate(s.start) === "2026-10-22").map(ist)).toEqual(
      ["10:00 AM", "10:45 AM", "11:30 AM", "12:15 PM"].map((t) => `2026-10-22 ${t}`),
    );
    // A booking from 11:00 to 11:30 (on another grid) takes 10:45 and 11:30 with its buffer.
    const busy = [{ staffId: "s1", startAt: istTime("2026-10-22", "11:00"), endAt: istTime("2026-10-22", "11:30") }];
    expect(
      freeSlots([hours({ bufferMinutes: 15 })], busy, NOW)
        .filter((s) => istDate(s.start) === "2026-10-22")
        .map(ist),
    ).toEqual(["10:00 AM", "12:15 PM"].map((t) => `2026-10-22 ${t}`));
  });

  it("offers nothing on a blocked day, and a slot once with everyone free then", () => {
    const blocked = freeSlots([hours({ blockedDays: ["2026-10-22"] })], [], NOW);
    expect(blocked.some((s) => istDate(s.start) === "2026-10-22")).toBe(false);
    expect(blocked.some((s) => istDate(s.start) === "2026-10-23")).toBe(true);
    const two = freeSlots([hours(), hours({ staffId: "s2", weeklyHours: { "4": [["10:00", "11:00"]] } })], [], NOW);
    const thursday = two.filter((s) => istDate(s.start) === "2026-10-22");
    expect(thursday).toHaveLength(6);
    expect(thursday[0]!.staffIds).toEqual(["s1", "s2"]);
    expect(thursday[2]!.staffIds).toEqual(["s1"]);
    // Booked by s1 at 10:00: still offered, with s2.
    const busy = [{ staffId: "s1", startAt: thursday[0]!.start, endAt: thursday[0]!.end }];
    expect(
      freeSlots([hours(), hours({ staffId: "s2", weeklyHours: { "4": [["10:00", "11:00"]] } })], busy, NOW).find(
        (s) => s.start.getTime() === thursday[0]!.start.getTime(),
      )?.staffIds,
    ).toEqual(["s2"]);
  });

  it("shows a London and a New York visitor the right local times across their changes from summer time", () => {
    const slots = freeSlots([hours()], [], NOW);
    const at = (date: string) => slots.find((s) => s.start.getTime() === istTime(date, "10:00").getTime())!;
    // Friday 23 October: London on BST (UTC+1), New York on EDT (UTC-4).
    const friday = at("2026-10-23");
    expect(friday.start.toISOString()).toBe("2026-10-23T04:30:00.000Z");
    expect(timeIn(friday.start, "Europe/London")).toBe("5:30 AM");
    expect(timeIn(friday.start, "America/New_York")).toBe("12:30 AM");
    // Monday 26 October: London is back on GMT, New York still on EDT; the slot is the same IST time.
    const monday = at("2026-10-26");
    expect(monday.start.toISOString()).toBe("2026-10-26T04:30:00.000Z");
    expect(timeIn(monday.start, "Europe/London")).toBe("4:30 AM");
    expect(timeIn(monday.start, "America/New_York")).toBe("12:30 AM");
    // Monday 2 November: New York on EST, so 10:00 IST falls on Sunday evening there.
    const november = at("2026-11-02");
    expect(timeIn(november.start, "America/New_York")).toBe("11:30 PM");
    expect(dateIn(november.start, "America/New_York")).toBe("2026-11-01");
    expect(dateIn(november.start, "Europe/London")).toBe("2026-11-02");
  });
});

describe("offered slots from D1", () => {
  it("offers the slots of staff who take bookings, and none of someone who is no longer staff", async () => {
    const staff = await bookableStaff();
    const slots = await offeredSlots(testBookingDeps());
    expect(slots.length).toBeGreaterThan(100);
    expect(slots[0]!.staffIds).toEqual([staff.id]);
    await env.DB.prepare("update users set role = 'user' where id = ?").bind(staff.id).run();
    expect(await offeredSlots(testBookingDeps())).toEqual([]);
  });

  it("offers nothing while staff do not take bookings", async () => {
    const staff = await bookableStaff();
    await env.DB.prepare("update booking_availability set takes_bookings = 0 where staff_id = ?").bind(staff.id).run();
    expect(await offeredSlots(testBookingDeps())).toEqual([]);
  });
});
