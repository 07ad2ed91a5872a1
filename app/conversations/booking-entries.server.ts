import { previewOf } from "./conversations";

/**
 * What happened to a booking, written into its conversation: a staff member's cancel as their
 * message to the client (both sides see it, as any reply), and the client's own move or cancel as
 * an event for staff, a quiet line in the thread: something they did, not words that wait for an
 * answer (docs/bookings.md). The bookings domain runs these statements in its own D1 batch, right
 * AFTER the statement that makes the change, so the entry is written exactly when the change is
 * (`changes()` is that statement's count) and never without it. The client is already mailed
 * about the change by the booking's own mail, so nothing here mails. A message moves the
 * conversation's newest entry and preview as any message does; an event leaves the conversation
 * as it was (its status, its newest words, what is unread), as an assignment's does.
 */
export type BookingEntry = {
  conversationId: string;
  author: "client" | "staff";
  kind: "message" | "event";
  /** The staff member who made the change (a staff entry), else null. */
  staffId: string | null;
  staffName: string | null;
  body: string;
  at: Date;
};

export function bookingEntryStatements(d1: D1Database, entry: BookingEntry): D1PreparedStatement[] {
  const id = crypto.randomUUID();
  const at = entry.at.getTime();
  const insert = d1
    .prepare(
      `insert into conversation_entries (id, message_id, author, kind, staff_id, staff_name, body, via, created_at)
       select ?1, ?2, ?3, ?8, ?4, ?5, ?6, 'web', ?7
       where changes() > 0 and exists (select 1 from contact_messages where id = ?2)`,
    )
    .bind(id, entry.conversationId, entry.author, entry.staffId, entry.staffName, entry.body, at, entry.kind);
  if (entry.kind === "event") return [insert];
  const seenColumn = entry.author === "client" ? "last_client_at" : "last_staff_at";
  return [
    insert,
    d1
      .prepare(
        `update contact_messages
         set last_activity_at = ?2, last_author = ?3, last_author_name = ?4, last_preview = ?5, ${seenColumn} = ?2
         where id = ?1 and exists (select 1 from conversation_entries where id = ?6)`,
      )
      .bind(entry.conversationId, at, entry.author, entry.staffName, previewOf(entry.body), id),
  ];
}
