import { previewOf } from "./conversations";

/**
 * What happened to a booking, written into its conversation as a message both sides see (the
 * client on /messages, staff in the inbox): a move or a cancel. The bookings domain runs these
 * statements in its own D1 batch, right AFTER the statement that makes the change, so the entry
 * is written exactly when the change is (`changes()` is that statement's count) and never without
 * it. The client is already mailed about the change by the booking's own mail, so nothing here
 * mails; the conversation's newest entry and preview move as for any message.
 */
export type BookingEntry = {
  conversationId: string;
  author: "client" | "staff";
  /** The staff member who made the change (a staff entry), else null. */
  staffId: string | null;
  staffName: string | null;
  body: string;
  at: Date;
};

export function bookingEntryStatements(d1: D1Database, entry: BookingEntry): D1PreparedStatement[] {
  const id = crypto.randomUUID();
  const at = entry.at.getTime();
  const seenColumn = entry.author === "client" ? "last_client_at" : "last_staff_at";
  return [
    d1
      .prepare(
        `insert into conversation_entries (id, message_id, author, kind, staff_id, staff_name, body, via, created_at)
         select ?1, ?2, ?3, 'message', ?4, ?5, ?6, 'web', ?7
         where changes() > 0 and exists (select 1 from contact_messages where id = ?2)`,
      )
      .bind(id, entry.conversationId, entry.author, entry.staffId, entry.staffName, entry.body, at),
    d1
      .prepare(
        `update contact_messages
         set last_activity_at = ?2, last_author = ?3, last_author_name = ?4, last_preview = ?5, ${seenColumn} = ?2
         where id = ?1 and exists (select 1 from conversation_entries where id = ?6)`,
      )
      .bind(entry.conversationId, at, entry.author, entry.staffName, previewOf(entry.body), id),
  ];
}
