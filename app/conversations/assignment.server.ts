import { and, eq } from "drizzle-orm";
import type { SessionUser } from "~/accounts";
import { users } from "~/accounts/index.server";
import { conversationEntries, conversations } from "~/conversations/schema.server";
import { conversationFieldText } from "~/conversations/texts";
import { UserFacingError } from "~/platform/http/errors.server";
import type { ConversationDeps } from "./deps.server";
import { loadConversation, type SignerOf } from "./staff-replies.server";

/**
 * Who owns a conversation. Assigning writes an event into the thread, for staff only ("Arun
 * assigned this to Priya"); the client's answers are then mailed to the assignee instead of the
 * company mailbox (client-replies.server.ts). `assigneeId` null unassigns.
 */
export async function assignConversation(
  deps: ConversationDeps,
  staff: SessionUser,
  conversationId: string,
  assigneeId: string | null,
  signerOf: SignerOf,
): Promise<{ changed: boolean }> {
  const conversation = await loadConversation(deps.db, conversationId);
  if (conversation.assigneeId === assigneeId) return { changed: false };
  if (assigneeId) {
    const [admin] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, assigneeId), eq(users.role, "admin")))
      .limit(1);
    if (!admin) {
      throw new UserFacingError(400, conversationFieldText.assigneeInvalid, "not_staff", {
        assigneeId: conversationFieldText.assigneeInvalid,
      });
    }
  }
  const [actor, assignee] = await Promise.all([signerOf(staff.id), assigneeId ? signerOf(assigneeId) : null]);
  const event = !assignee
    ? `${actor.displayName} unassigned this conversation`
    : assigneeId === staff.id
      ? `${actor.displayName} took this conversation`
      : `${actor.displayName} assigned this to ${assignee.displayName}`;
  const now = deps.now();
  await deps.db.batch([
    deps.db.update(conversations).set({ assigneeId }).where(eq(conversations.id, conversationId)),
    deps.db.insert(conversationEntries).values({
      id: crypto.randomUUID(),
      conversationId,
      author: "staff",
      kind: "event",
      staffId: staff.id,
      staffName: actor.displayName,
      body: event,
      createdAt: now,
    }),
  ]);
  return { changed: true };
}
