import { sql } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import type { Visit } from "~/site";
import type { ConversationChannel } from "./conversations";
import { staffReplyIn } from "./writes.server";

/**
 * What the reports' rebuild reads of the conversations kept (app/reports/rebuild.server.ts,
 * docs/decisions/034-reports-and-roll-ups.md): for each conversation, when it came and how, and
 * its first reply and latest closing; a page at a time, by id. Nothing personal.
 */
export type ConversationFacts = {
  id: string;
  createdAt: Date;
  channel: ConversationChannel;
  service: string | null;
  visit: Visit | null;
  isVerified: boolean;
  closedAt: Date | null;
  closedBy: string | null;
  /** Our replies up to its latest closing. */
  repliesAtClose: number;
  firstReplyAt: Date | null;
  firstReplyBy: string | null;
};

type Row = {
  id: string;
  created_at: number;
  channel: ConversationChannel;
  service: string | null;
  visit: string | null;
  is_verified: number;
  closed_at: number | null;
  closed_by: string | null;
  replies_at_close: number;
  first_at: number | null;
  first_by: string | null;
};

export async function conversationFactsAfter(db: Db, afterId: string, limit: number): Promise<ConversationFacts[]> {
  const reply = staffReplyIn(sql`contact_messages.id`);
  const rows = await db.all<Row>(sql`
    select id, created_at, channel, service, visit, is_verified, closed_at, closed_by,
      (select count(*) from conversation_entries where ${reply} and conversation_entries.created_at <= contact_messages.closed_at) as replies_at_close,
      (select conversation_entries.created_at from conversation_entries where ${reply} order by conversation_entries.created_at, conversation_entries.rowid limit 1) as first_at,
      (select conversation_entries.staff_id from conversation_entries where ${reply} order by conversation_entries.created_at, conversation_entries.rowid limit 1) as first_by
    from contact_messages where id > ${afterId} order by id limit ${limit}`);
  return rows.map((r) => ({
    id: r.id,
    createdAt: new Date(r.created_at),
    channel: r.channel,
    service: r.service,
    visit: r.visit ? (JSON.parse(r.visit) as Visit) : null,
    isVerified: r.is_verified === 1,
    closedAt: r.closed_at === null ? null : new Date(r.closed_at),
    closedBy: r.closed_by,
    repliesAtClose: r.replies_at_close,
    firstReplyAt: r.first_at === null ? null : new Date(r.first_at),
    firstReplyBy: r.first_by,
  }));
}

/** Every staff reply (its time and who sent it; null once their account is gone), a page at a time by rowid. */
export async function staffRepliesAfter(
  db: Db,
  afterRowid: number,
  limit: number,
): Promise<{ rowid: number; at: Date; staffId: string | null }[]> {
  const rows = await db.all<{ rowid: number; created_at: number; staff_id: string | null }>(sql`
    select rowid, created_at, staff_id from conversation_entries
    where author = 'staff' and kind = 'message' and idempotency_key is not null and rowid > ${afterRowid}
    order by rowid limit ${limit}`);
  return rows.map((r) => ({ rowid: r.rowid, at: new Date(r.created_at), staffId: r.staff_id }));
}
