import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { offeredSlots } from "~/bookings/availability.server";
import { claimAndConfirm } from "~/bookings/book.server";
import { bookConsultation } from "~/bookings/index.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { confirmedUser, count, randomIp } from "./auth-helpers";
import { bookableStaff, client, details, istTime, mailsTo, testBookingDeps } from "./booking-helpers";
import { ORIGIN } from "./helpers";
import { userId } from "./inbox-helpers";

/**
 * Never double-booked: the one INSERT that claims a slot checks it in the same statement, and the
 * partial unique index on (staff, start) refuses a second confirmed booking of a start. Limits:
 * two upcoming bookings per address and per account, and the per-IP limiter. Each booking is also
 * a conversation.
 */

const SLOT = istTime("2026-10-22", "10:00");

function refusal(err: unknown): { status: number; code: string; message: string } {
  if (!(err instanceof UserFacingError)) throw err;
  return { status: err.status, code: err.code, message: err.message };
}

describe("the race for one slot", () => {
  it("gives a slot to exactly one of 20 people booking it at the same moment; the others hear it was just taken", async () => {
    await bookableStaff();
    const deps = testBookingDeps();
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => claimAndConfirm(deps, client(`racer${i}@example.com`), details(), SLOT)),
    );
    const won = attempts.filter((a) => a.status === "fulfilled");
    const lost = attempts.filter((a): a is PromiseRejectedResult => a.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const attempt of lost) {
      expect(refusal(attempt.reason)).toEqual({
        status: 409,
        code: "slot_taken",
        message: "That time was just taken; here are the nearest free ones",
      });
    }
    expect(await count("bookings")).toBe(1);
    // The slot is no longer offered to anyone.
    expect((await offeredSlots(deps)).some((s) => s.start.getTime() === SLOT.getTime())).toBe(false);
  });

  it("refuses a second confirmed booking of the same start in the database itself", async () => {
    const staff = await bookableStaff();
    await claimAndConfirm(testBookingDeps(), client(), details(), SLOT);
    const insert = env.DB.prepare(
      "insert into bookings (id, staff_id, email, name, topic, time_zone, start_at, end_at) values (?, ?, 'x@example.com', 'X', 'general', 'UTC', ?, ?)",
    ).bind(crypto.randomUUID(), staff.id, SLOT.getTime(), SLOT.getTime() + 30 * 60 * 1000);
    await expect(insert.run()).rejects.toThrow(/UNIQUE constraint failed/);
    // A cancelled booking frees its start.
    await env.DB.prepare("update bookings set status = 'cancelled'").run();
    await insert.run();
    expect(await count("bookings")).toBe(2);
  });

  it("refuses a time that was never offered with a 400, not a 'taken'", async () => {
    await bookableStaff();
    const at = istTime("2026-10-24", "10:00"); // a Saturday
    await expect(claimAndConfirm(testBookingDeps(), client(), details(), at).catch(refusal)).resolves.toMatchObject({
      status: 400,
      code: "slot_unavailable",
    });
  });
});

describe("limits", () => {
  it("allows two upcoming bookings per address, not a third", async () => {
    await bookableStaff();
    const deps = testBookingDeps();
    await claimAndConfirm(deps, client(), details(), SLOT);
    await claimAndConfirm(deps, client(), details(), istTime("2026-10-22", "10:30"));
    const third = await claimAndConfirm(deps, client(), details(), istTime("2026-10-22", "11:00")).catch(refusal);
    expect(third).toMatchObject({ status: 409, code: "too_many_upcoming" });
    expect(await count("bookings")).toBe(2);
  });

  it("counts an account's bookings whatever address they were made with", async () => {
    await bookableStaff();
    await confirmedUser("asha@example.com");
    const id = await userId("asha@example.com");
    const deps = testBookingDeps();
    await claimAndConfirm(deps, { userId: id, name: "Asha", email: "asha@example.com" }, details(), SLOT);
    await env.DB.prepare("update bookings set email = 'old-address@example.com'").run();
    await claimAndConfirm(
      deps,
      { userId: id, name: "Asha", email: "asha@example.com" },
      details(),
      istTime("2026-10-22", "10:30"),
    );
    const third = await claimAndConfirm(
      deps,
      { userId: id, name: "Asha", email: "asha@example.com" },
      details(),
      istTime("2026-10-22", "11:00"),
    ).catch(refusal);
    expect(third).toMatchObject({ status: 409, code: "too_many_upcoming" });
  });

  it("limits bookings per IP like the contact form (5 a minute)", async () => {
    const staff = await bookableStaff();
    const deps = testBookingDeps();
    const ip = randomIp();
    const request = () => new Request(`${ORIGIN}/book`, { method: "POST", headers: { "CF-Connecting-IP": ip } });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const start = new Date(SLOT.getTime() + i * 30 * 60 * 1000);
      await env.DB.prepare("update users set role = 'admin' where id = ?").bind(staff.id).run();
      const status = await bookConsultation(
        deps,
        { id: staff.id, name: "Priya", email: `p${i}@example.com`, role: "user" },
        { topic: "general", start: String(start.getTime()), timeZone: "Europe/London" },
        request(),
      )
        .then(() => 200)
        .catch((err) => refusal(err).status);
      statuses.push(status);
      // Each booking is by a new address: only the IP limit can refuse.
      await env.DB.prepare("update bookings set user_id = null, email = ? where user_id = ?")
        .bind(`moved${i}@example.com`, staff.id)
        .run();
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe("each booking is a conversation", () => {
  it("starts a verified conversation in the client's messages, with the time, and links it", async () => {
    await bookableStaff();
    await confirmedUser("asha@example.com");
    const id = await userId("asha@example.com");
    const booking = await claimAndConfirm(
      testBookingDeps(),
      { userId: id, name: "Asha Raman", email: "asha@example.com" },
      details("Europe/London"),
      SLOT,
    );
    const row = await env.DB.prepare("select * from contact_messages where id = ?")
      .bind(booking.conversationId)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({ user_id: id, is_verified: 1, status: "new", email: "asha@example.com" });
    expect(row!.message).toContain("Consultation booked: Build engagement");
    expect(row!.message).toContain("When: Thursday, 22 October 2026, 10:00 AM (IST)");
    expect(row!.message).toContain("Client's time: Thursday, 22 October 2026, 5:30 AM (GMT+1)");
    // The company mailbox hears of it as of any new conversation.
    expect((await mailsTo(env.CONTACT_INBOX)).length).toBeGreaterThan(0);
  });
});
