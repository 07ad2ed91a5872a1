import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { claimAndConfirm } from "~/bookings/book.server";
import { cancelByStaff } from "~/bookings/index.server";
import { cancelBooking, moveBooking } from "~/bookings/manage.server";
import { bookableStaff, client, details, istTime, testBookingDeps } from "./booking-helpers";

/**
 * A move, a client's cancel and a staff cancel (with its reason) are written into the booking's
 * conversation as messages both sides see, in the same D1 batch as the change: a change that does
 * not happen (a second cancel) writes nothing.
 */

type Entry = { author: string; kind: string; staff_name: string | null; body: string };

async function entriesOf(conversationId: string | null): Promise<Entry[]> {
  return (
    await env.DB.prepare(
      "select author, kind, staff_name, body from conversation_entries where message_id = ? order by created_at, rowid",
    )
      .bind(conversationId)
      .all<Entry>()
  ).results;
}

async function conversationRow(id: string | null) {
  return env.DB.prepare("select last_author, last_author_name, last_preview from contact_messages where id = ?")
    .bind(id)
    .first<{ last_author: string; last_author_name: string | null; last_preview: string }>();
}

describe("a booking's changes in its conversation", () => {
  it("writes the client's move and cancel as the client's messages", async () => {
    await bookableStaff();
    const deps = testBookingDeps();
    const booking = await claimAndConfirm(deps, client(), details(), istTime("2026-10-22", "10:00"));
    expect(booking.conversationId).toBeTruthy();
    const moved = await moveBooking(deps, booking, istTime("2026-10-23", "11:00"));
    await cancelBooking(deps, moved, { by: "client" }, "Our budget moved to next quarter.");
    const entries = await entriesOf(booking.conversationId);
    expect(entries).toEqual([
      {
        author: "client",
        kind: "message",
        staff_name: null,
        body: "Consultation moved.\nNew time: Friday, 23 October 2026, 11:00 AM (IST)\nClient's time: Friday, 23 October 2026, 1:30 AM (EDT)",
      },
      {
        author: "client",
        kind: "message",
        staff_name: null,
        body: "Consultation cancelled by the client.\nReason: Our budget moved to next quarter.",
      },
    ]);
    expect(await conversationRow(booking.conversationId)).toMatchObject({
      last_author: "client",
      last_preview: "Consultation cancelled by the client. Reason: Our budget moved to next quarter.",
    });
  });

  it("writes a staff cancel with its reason as the staff member's message, and a refused second cancel writes nothing", async () => {
    const staff = await bookableStaff();
    const deps = testBookingDeps();
    const booking = await claimAndConfirm(deps, client(), details(), istTime("2026-10-22", "10:00"));
    await cancelByStaff(deps, { id: staff.id, name: "Priya Natarajan" }, booking.id, "Clash with a client visit.");
    await expect(cancelBooking(deps, booking, { by: "client" }, null)).rejects.toMatchObject({ status: 409 });
    const entries = await entriesOf(booking.conversationId);
    expect(entries).toEqual([
      {
        author: "staff",
        kind: "message",
        staff_name: "Priya Natarajan",
        body: "We cancelled this consultation.\nReason: Clash with a client visit.",
      },
    ]);
    expect(await conversationRow(booking.conversationId)).toMatchObject({
      last_author: "staff",
      last_author_name: "Priya Natarajan",
    });
  });

  it("writes nothing when a move is refused", async () => {
    await bookableStaff();
    const deps = testBookingDeps();
    const first = await claimAndConfirm(deps, client(), details(), istTime("2026-10-22", "10:00"));
    const second = await claimAndConfirm(deps, client("arun@example.com"), details(), istTime("2026-10-22", "10:30"));
    await expect(moveBooking(deps, second, istTime("2026-10-22", "10:00"))).rejects.toMatchObject({ status: 409 });
    expect(await entriesOf(second.conversationId)).toEqual([]);
    expect(await entriesOf(first.conversationId)).toEqual([]);
  });
});
