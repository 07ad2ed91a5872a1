import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { claimAndConfirm } from "~/bookings/book.server";
import { cancelByStaff } from "~/bookings/index.server";
import { cancelBooking, moveBooking } from "~/bookings/manage.server";
import { NEEDS_REPLY_WHERE } from "~/conversations/needs-reply.server";
import { bookableStaff, client, details, istTime, testBookingDeps } from "./booking-helpers";

/**
 * A booking's changes in its conversation, in the same D1 batch as the change (a change that does
 * not happen, a second cancel, writes nothing): the client's move and cancel are events staff see
 * (not messages needing a reply: the conversation's status, newest words and unread mark stay as
 * they were); a staff cancel, with its reason, is the staff member's message to the client.
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

type ConversationRow = {
  status: string;
  waiting_since: number | null;
  last_author: string;
  last_author_name: string | null;
  last_preview: string;
  last_client_at: number | null;
};

async function conversationRow(id: string | null) {
  return env.DB.prepare(
    "select status, waiting_since, last_author, last_author_name, last_preview, last_client_at from contact_messages where id = ?",
  )
    .bind(id)
    .first<ConversationRow>();
}

describe("a booking's changes in its conversation", () => {
  it("writes the client's move and cancel as events for staff, not as messages needing a reply", async () => {
    await bookableStaff();
    const deps = testBookingDeps();
    const booking = await claimAndConfirm(deps, client(), details(), istTime("2026-10-22", "10:00"));
    expect(booking.conversationId).toBeTruthy();
    // Staff answered the booking: the conversation is "Replied", nothing waits for us.
    await env.DB.prepare(
      "update contact_messages set status = 'replied', waiting_since = null, last_author = 'staff', last_preview = 'See you then.' where id = ?",
    )
      .bind(booking.conversationId)
      .run();
    const before = await conversationRow(booking.conversationId);
    const moved = await moveBooking(deps, booking, istTime("2026-10-23", "11:00"));
    await cancelBooking(deps, moved, { by: "client" }, "Our budget moved to next quarter.");
    const entries = await entriesOf(booking.conversationId);
    expect(entries).toEqual([
      {
        author: "client",
        kind: "event",
        staff_name: null,
        body: "The client moved the consultation to Friday, 23 October 2026, 11:00 AM (IST) (their time: Friday, 23 October 2026, 1:30 AM (EDT)); it was Thursday, 22 October 2026, 10:00 AM (IST).",
      },
      {
        author: "client",
        kind: "event",
        staff_name: null,
        body: "The client cancelled the consultation of Friday, 23 October 2026, 11:00 AM (IST). Their reason: Our budget moved to next quarter.",
      },
    ]);
    // Still "Replied", nothing new from the client to read or answer, not in Needs reply.
    expect(await conversationRow(booking.conversationId)).toEqual(before);
    const needsReply = await env.DB.prepare(
      `select count(*) as n from contact_messages c where id = ? and ${NEEDS_REPLY_WHERE}`,
    )
      .bind(booking.conversationId)
      .first<{ n: number }>();
    expect(needsReply?.n).toBe(0);
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
