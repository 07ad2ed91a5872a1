import { eq } from "drizzle-orm";
import type { ConversationStatus } from "~/conversations/conversations";
import { conversations } from "~/conversations/schema.server";
import type { Db } from "~/platform/db/client.server";
import { clientEntriesOf, hasStaffReply } from "./entries.server";
import { conversationGone } from "./errors.server";
import { loadConversation } from "./staff-replies.server";

/** Closing sets the conversation aside; a client's answer or "Reopen conversation" brings it back. */
export async function closeConversation(db: Db, conversationId: string): Promise<void> {
  const [row] = await db
    .update(conversations)
    .set({ status: "closed", waitingSince: null })
    .where(eq(conversations.id, conversationId))
    .returning({ id: conversations.id });
  if (!row) throw conversationGone();
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
