import { type SQL, sql } from "drizzle-orm";
import { writeHook } from "~/platform/db/write-hooks.server";
import type { Visit } from "~/site";
import type { ConversationChannel } from "./conversations";
import { conversationEntries as e } from "./schema.server";

/**
 * What a conversation's writes tell whoever listens (the reports' daily counts, app/reports/),
 * each listener's statements run in the write's own D1 batch (app/platform/db/write-hooks.server.ts,
 * docs/decisions/034-reports-and-roll-ups.md). `when` is this domain's own condition, in SQL, on
 * which the write changes anything (read in the same batch, before or after the write as its
 * place says): what a listener adds counts only then. Nothing personal is told.
 */
export type ConversationWrite =
  /** A conversation staff will see: stored verified, or an unverified one marked verified. */
  | {
      kind: "arrived";
      at: Date;
      channel: ConversationChannel;
      service: string | null;
      visit: Visit | null;
      when: SQL;
    }
  /** A staff reply to the client; `first` holds when no reply of ours came before it. */
  | { kind: "replied"; at: Date; arrivedAt: Date; staffId: string; when: SQL; first: SQL }
  /** Closed by a staff member; `arrivedAt` (ms) and `staffReplies` are read in the batch. */
  | { kind: "closed"; at: Date; staffId: string; arrivedAt: SQL; staffReplies: SQL; when: SQL };

export const conversationWrites = writeHook<ConversationWrite>();

/**
 * The entries of a conversation that are staff replies, as reports count them: a message a staff
 * member wrote in the inbox (app/conversations/staff-replies.server.ts), which always carries its
 * composer's key. The notices a booking's move or cancel writes into its conversation are not.
 */
export function staffReplyIn(conversationId: SQL | string): SQL {
  return sql`${e.conversationId} = ${conversationId} and ${e.author} = 'staff' and ${e.kind} = 'message' and ${e.idempotencyKey} is not null`;
}
