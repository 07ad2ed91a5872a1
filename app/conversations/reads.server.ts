import { conversationReads } from "~/conversations/schema.server";
import type { Db } from "~/platform/db/client.server";

/**
 * A staff member opened the conversation: it is read for them until the client writes again
 * (the inbox compares `last_client_at` with this). Each staff member reads for themselves.
 */
export async function markRead(db: Db, conversationId: string, staffId: string, now: Date): Promise<void> {
  await db
    .insert(conversationReads)
    .values({ conversationId, staffId, readAt: now })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.staffId],
      set: { readAt: now },
    });
}
