import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { offeredSlots } from "~/bookings/availability.server";
import { claimAndConfirm } from "~/bookings/book.server";
import { readStaffBookingsQuery } from "~/bookings/book-view";
import { renewFeedToken, sendDueReminders, staffBookingLists } from "~/bookings/index.server";
import { cancelBooking } from "~/bookings/manage.server";
import { createDb } from "~/platform/db/client.server";
import { bookableStaff, client, details, istTime, mailsTo, NOW, testBookingDeps } from "./booking-helpers";
import { fetchPage } from "./helpers";
import { getAs } from "./inbox-helpers";

/**
 * /admin/bookings in pages of 25 with "Previous" and "Next" and a "Mine" filter; the reminders
 * 24 hours and 1 hour before also go to the staff member whose booking it is; the calendar feed
 * answers with an ETag, and 304 while nothing in it changed.
 */

const query = (search: string) => readStaffBookingsQuery(new URLSearchParams(search));

/** `n` bookings of the first free slots, each by its own client. */
async function book(n: number, deps = testBookingDeps()) {
  const slots = await offeredSlots(deps);
  const made = [];
  for (let i = 0; i < n; i++)
    made.push(await claimAndConfirm(deps, client(`client${i}@example.com`), details(), slots[i]!.start));
  // The staff notices are queued: let them land before the next test signs its staff up.
  await mailsTo("staff@example.com");
  return made;
}

describe("/admin/bookings", () => {
  it("lists 25 a page, the next page the rest, and a page past the end is the last", async () => {
    const staff = await bookableStaff();
    const made = await book(27);
    const deps = testBookingDeps();
    const first = await staffBookingLists(deps, staff.id, query(""));
    expect(first.upcoming).toMatchObject({ total: 27, page: 1, pages: 2 });
    expect(first.upcoming.rows).toHaveLength(25);
    expect(first.upcoming.rows[0]!.id).toBe(made[0]!.id);
    const second = await staffBookingLists(deps, staff.id, query("upcoming=2"));
    expect(second.upcoming.rows.map((r) => r.id)).toEqual([made[25]!.id, made[26]!.id]);
    expect((await staffBookingLists(deps, staff.id, query("upcoming=9"))).upcoming.page).toBe(2);
    expect(query("upcoming=-1&past=abc").pages).toEqual({ upcoming: 1, past: 1, cancelled: 1 });
  });

  it("shows only the staff member's own bookings under Mine", async () => {
    const priya = await bookableStaff("priya.staff@example.com");
    const arun = await bookableStaff("arun.staff@example.com");
    const deps = testBookingDeps();
    // The same start twice: the first goes to one of them, the second to the other.
    const start = istTime("2026-10-22", "10:00");
    const one = await claimAndConfirm(deps, client("a@example.com"), details(), start);
    const two = await claimAndConfirm(deps, client("b@example.com"), details(), start);
    expect(one.staffId).not.toBe(two.staffId);
    const everyone = await staffBookingLists(deps, priya.id, query(""));
    expect(everyone.upcoming.total).toBe(2);
    const mine = await staffBookingLists(deps, priya.id, query("mine=1"));
    expect(mine.upcoming.rows.map((r) => r.mine)).toEqual([true]);
    expect(mine.upcoming.rows[0]!.id).toBe(one.staffId === priya.id ? one.id : two.id);
    const arunsOwn = await staffBookingLists(deps, arun.id, query("mine=1"));
    expect(arunsOwn.upcoming.rows[0]!.id).toBe(one.staffId === arun.id ? one.id : two.id);
  });

  it("renders the page's place and its links, and the filter", async () => {
    const staff = await bookableStaff();
    // The built Worker runs on the real clock.
    await book(26, testBookingDeps(new Date()));
    const first = await (await getAs("/admin/bookings", staff.cookie)).text();
    expect(first).toContain("Page 1 of 2");
    expect(first).toContain('href="/admin/bookings?upcoming=2"');
    expect(first).toContain('href="/admin/bookings?mine=1"');
    const second = await (await getAs("/admin/bookings?upcoming=2&mine=1", staff.cookie)).text();
    expect(second).toContain("Page 2 of 2");
    expect(second).toContain('href="/admin/bookings?mine=1"');
  });
});

describe("reminders to staff", () => {
  it("reminds the staff member 24 hours and 1 hour before, once each", async () => {
    await bookableStaff();
    const slot = istTime("2026-10-22", "10:00");
    await claimAndConfirm(testBookingDeps(), client(), details(), slot);
    const at = (ms: number) => testBookingDeps(new Date(slot.getTime() - ms));
    await sendDueReminders(at(24 * 60 * 60 * 1000));
    await sendDueReminders(at(60 * 60 * 1000));
    await sendDueReminders(at(30 * 60 * 1000));
    const reminders = (await mailsTo("staff@example.com")).filter((m) => m.subject.startsWith("Reminder"));
    expect(reminders.map((m) => m.subject)).toEqual([
      "Reminder: consultation tomorrow: Deepa Rao, Thursday, 22 October 2026, 10:00 AM (IST)",
      "Reminder: consultation in an hour: Deepa Rao, Thursday, 22 October 2026, 10:00 AM (IST)",
    ]);
    expect(reminders[1]!.text).toContain("Join the meeting");
    expect(reminders[1]!.attachments).toBeNull();
  });
});

describe("the calendar feed's ETag", () => {
  it("answers 304 to the ETag it gave while nothing changed, and a new one after a change", async () => {
    const staff = await bookableStaff();
    const deps = testBookingDeps(new Date());
    const [booking] = await book(1, deps);
    const token = await renewFeedToken(createDb(env.DB), staff.id, NOW);
    const path = `/calendar/${token}.ics`;
    const first = await fetchPage(path);
    const etag = first.headers.get("ETag");
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    await first.text();
    const again = await fetchPage(path, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    await cancelBooking(deps, booking!, { by: "client" }, null);
    const changed = await fetchPage(path, { headers: { "If-None-Match": etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
    expect(await changed.text()).toContain("STATUS:CANCELLED");
  });
});
