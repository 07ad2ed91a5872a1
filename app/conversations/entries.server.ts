import { and, asc, eq, inArray, type SQLWrapper } from "drizzle-orm";
import { clientEntryLabel } from "~/conversations/conversations";
import type { ThreadLine } from "~/conversations/mails.server";
import { type Conversation, type ConversationEntry, conversationEntries } from "~/conversations/schema.server";
import type { Db } from "~/platform/db/client.server";

/**
 * The entries of conversations: messages (the client's answers and our replies), and the notes
 * and events only staff see. Everything a client can reach (their pages, the API, mail, the data
 * download) reads entries through `clientEntriesQuery`, which holds messages only: a note can
 * never leak by a query forgetting to leave it out.
 */

const e = conversationEntries;

function inConversations(ids: readonly string[] | SQLWrapper) {
  return inArray(e.conversationId, Array.isArray(ids) ? [...ids] : (ids as SQLWrapper));
}

/**
 * The messages of the conversations `ids` names (ids, or a subquery that selects them), oldest
 * first: a query to run, or to send in a D1 batch with the one that finds the conversations.
 */
export function clientEntriesQuery(db: Db, ids: readonly string[] | SQLWrapper) {
  return db
    .select()
    .from(e)
    .where(and(inConversations(ids), eq(e.kind, "message")))
    .orderBy(asc(e.createdAt), asc(e.id));
}

/** Every entry of one conversation, notes and events too, oldest first: for staff only. */
export function staffEntriesQuery(db: Db, id: string) {
  return db.select().from(e).where(eq(e.conversationId, id)).orderBy(asc(e.createdAt), asc(e.id));
}

/** Entries by conversation, for each of `ids` (an empty list for one without). */
export function groupEntries(
  ids: readonly string[],
  rows: readonly ConversationEntry[],
): Map<string, ConversationEntry[]> {
  const byConversation = new Map<string, ConversationEntry[]>(ids.map((id) => [id, []]));
  for (const row of rows) byConversation.get(row.conversationId)?.push(row);
  return byConversation;
}

/** The messages of these conversations, oldest first, in one query. */
export async function clientEntriesOf(db: Db, ids: readonly string[]): Promise<Map<string, ConversationEntry[]>> {
  if (ids.length === 0) return groupEntries(ids, []);
  return groupEntries(ids, await clientEntriesQuery(db, ids));
}

/** Whether we have replied in the conversation: only then may the client answer in it. */
export function hasStaffReply(entries: readonly Pick<ConversationEntry, "author" | "kind">[]): boolean {
  return entries.some((entry) => entry.author === "staff" && entry.kind === "message");
}

/**
 * Whether an e-mailed answer with this Message-ID is stored in this conversation already (a
 * redelivered mail). The same mail sent to two conversations' addresses is new in each.
 */
export async function isStoredMail(db: Db, conversationId: string, emailMessageId: string): Promise<boolean> {
  const [seen] = await db
    .select({ id: e.id })
    .from(e)
    .where(and(eq(e.conversationId, conversationId), eq(e.emailMessageId, emailMessageId)))
    .limit(1);
  return Boolean(seen);
}

/**
 * The conversation as a mail to the client quotes it: the first message, then every message
 * after it (never a note or an event), each with who wrote it and when.
 */
export function mailThread(conversation: Conversation, entries: readonly ConversationEntry[]): ThreadLine[] {
  return [
    {
      label: clientEntryLabel({ author: "client", staffName: null }),
      at: conversation.createdAt,
      body: conversation.message,
    },
    ...entries
      .filter((entry) => entry.kind === "message")
      .map((entry) => ({ label: clientEntryLabel(entry), at: entry.createdAt, body: entry.body })),
  ];
}
