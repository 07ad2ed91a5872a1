import { and, eq, ne, sql } from "drizzle-orm";
import type { ConversationStatus } from "~/conversations/conversations";
import { conversationEntries, conversations } from "~/conversations/schema.server";
import type { Db } from "~/platform/db/client.server";
import { writeAfter } from "~/platform/db/write-hooks.server";
import { clientEntriesOf, hasStaffReply } from "./entries.server";
import { conversationGone } from "./errors.server";
import { loadConversation } from "./staff-replies.server";
import { conversationWrites, staffReplyIn } from "./writes.server";

/**
 * Closing sets the conversation aside; a client's answer or "Reopen conversation" brings it back.
 * Who closed it and when are kept; closing one that is closed already changes nothing.
 */
export async function closeConversation(db: Db, conversationId: string, staffId: string, now: Date): Promise<void> {
  const c = conversations;
  const open = and(eq(c.id, conversationId), ne(c.status, "closed"));
  const counted = await conversationWrites.statements(db, {
    kind: "closed",
    at: now,
    staffId,
    arrivedAt: sql`(select ${c.createdAt} from ${c} where ${c.id} = ${conversationId})`,
    staffReplies: sql`(select count(*) from ${conversationEntries} where ${staffReplyIn(conversationId)})`,
    when: sql`exists (select 1 from ${c} where ${open})`,
  });
  const [row] = await writeAfter(
    db,
    counted,
    db
      .update(c)
      .set({ status: "closed", waitingSince: null, closedAt: now, closedBy: staffId })
      .where(open)
      .returning({ id: c.id }),
  );
  if (row) return;
  // Closed already (nothing to do), or gone.
  const [exists] = await db.select({ id: c.id }).from(c).where(eq(c.id, conversationId)).limit(1);
  if (!exists) throw conversationGone();
}

/**
 * Reopening restores the status its messages give: Replied, Client replied, or New; one that
 * needs a reply waits from the client's last words.
 */
export async function reopenConversation(db: Db, conversationId: string): Promise<void> {
  const conversation = await loadConversation(db, conversationId);
  const entries = (await clientEntriesOf(db, [conversationId])).get(conversationId) ?? [];
  const status: ConversationStatus =
    conversation.lastAuthor === "staff" ? "replied" : hasStaffReply(entries) ? "client_replied" : "new";
  const waitingSince = status === "replied" ? null : (conversation.lastClientAt ?? conversation.createdAt);
  await db.update(conversations).set({ status, waitingSince }).where(eq(conversations.id, conversationId));
}
