import { and, desc, eq, or } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { type Conversation, type ConversationEntry, conversations } from "~/.server/db/schema";
import type { ClientConversation } from "~/lib/conversations";
import type { SessionUser } from "~/lib/session-user";
import { clientEntriesQuery, groupEntries, hasStaffReply } from "./entries";

/**
 * Conversations as their client sees them: only their own, verified ones, and only messages
 * (never a note or an event: clientEntriesQuery holds messages only), ours signed by the staff
 * member who wrote them.
 */

/** The conversations a signed-in person may read and answer: verified, theirs by account or e-mail. */
export function ownedBy(user: Pick<SessionUser, "id" | "email">) {
  return and(
    eq(conversations.isVerified, true),
    or(eq(conversations.userId, user.id), eq(conversations.email, user.email)),
  );
}

/** Most conversations one list shows; far above what a client sends, a guard against runaway pages. */
export const CONVERSATION_LIST_LIMIT = 200;

/**
 * "Your Messages": the verified conversations sent by this user or with this user's (confirmed)
 * e-mail, newest first, each with its messages. One round trip whatever their number: a D1
 * batch, where the entries' query names the same conversations by subquery (served by the
 * (user_id, created_at) and (email, created_at) indexes).
 */
export async function listClientConversations(
  db: Db,
  user: Pick<SessionUser, "id" | "email">,
): Promise<ClientConversation[]> {
  const owned = ownedBy(user);
  const newestFirst = desc(conversations.createdAt);
  const [rows, entryRows] = await db.batch([
    db.select().from(conversations).where(owned).orderBy(newestFirst).limit(CONVERSATION_LIST_LIMIT),
    clientEntriesQuery(
      db,
      db
        .select({ id: conversations.id })
        .from(conversations)
        .where(owned)
        .orderBy(newestFirst)
        .limit(CONVERSATION_LIST_LIMIT),
    ),
  ]);
  const entries = groupEntries(
    rows.map((c) => c.id),
    entryRows,
  );
  return rows.map((c) => toClientConversation(c, entries.get(c.id) ?? []));
}

/** The fields of a conversation its owner may see (internal flags stay on the server). */
function toClientConversation(c: Conversation, entries: readonly ConversationEntry[]): ClientConversation {
  return {
    id: c.id,
    service: c.service,
    message: c.message,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
    entries: entries.map((e) => ({
      id: e.id,
      author: e.author,
      staffName: e.author === "staff" ? e.staffName : null,
      body: e.body,
      createdAt: e.createdAt.toISOString(),
    })),
    canAnswer: hasStaffReply(entries),
    fromContactForm: c.userId === null,
  };
}
