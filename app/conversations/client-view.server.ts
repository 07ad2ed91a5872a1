import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import type { SessionUser } from "~/accounts";
import type { AttachmentView } from "~/conversations/attachments";
import { valuesShownTo } from "~/conversations/contact-fields";
import { type ClientConversation, type ClientConversationSummary, firstLineOf } from "~/conversations/conversations";
import { type Conversation, type ConversationEntry, conversations } from "~/conversations/schema.server";
import type { Db } from "~/platform/db/client.server";
import { attachmentsByEntry } from "./attachments.server";
import { clientEntriesQuery, groupEntries, hasStaffReply } from "./entries.server";

/**
 * Conversations as their client sees them (/messages, the API): only their own, verified ones,
 * and only messages (never a note or an event: clientEntriesQuery holds messages only), ours
 * signed by the staff member who wrote them.
 */

/**
 * The conversations a signed-in person may read and answer: verified, and theirs by account: sent
 * signed in, or started signed out with their address and added by them from the link mailed
 * there (./claims.ts). The address alone is no proof: anyone can type anyone's.
 */
export function ownedBy(user: Pick<SessionUser, "id">) {
  return and(eq(conversations.isVerified, true), eq(conversations.userId, user.id));
}

/** Unread for the client: we replied since they last opened it. */
const isUnread = sql<boolean>`${conversations.lastStaffAt} > coalesce(${conversations.clientReadAt}, 0)`;

/**
 * How many of this person's conversations have a reply they have not opened: the header's
 * "Messages N". A column of the session's own statement (composed by app/frame/request-session.server.ts), so it
 * costs signed-in pages no round trip; `userId` is the session's user's column. Owned as
 * `ownedBy` says: by account, never by address.
 */
export function unreadRepliesColumn(userId: SQLColumn) {
  return sql<number>`(select count(*) from ${conversations} where ${conversations.isVerified} = 1 and ${conversations.userId} = ${userId} and ${isUnread})`.mapWith(
    Number,
  );
}
type SQLColumn = Parameters<typeof eq>[0];

/** How many conversations the client has: the contact page's "Your messages (N)". */
export async function countClientConversations(db: Db, user: Pick<SessionUser, "id" | "email">): Promise<number> {
  const [row] = await db.select({ count: count() }).from(conversations).where(ownedBy(user));
  return row?.count ?? 0;
}

/** Most conversations one list shows; far above what a client sends, a guard against runaway pages. */
const CONVERSATION_LIST_LIMIT = 200;

const newestFirst = desc(conversations.lastActivityAt);

/** The client's /messages: their conversations, the latest activity first, each one row. */
export async function listClientSummaries(
  db: Db,
  user: Pick<SessionUser, "id" | "email">,
): Promise<ClientConversationSummary[]> {
  const rows = await db
    .select({
      id: conversations.id,
      service: conversations.service,
      message: conversations.message,
      status: conversations.status,
      createdAt: conversations.createdAt,
      lastActivityAt: conversations.lastActivityAt,
      claimedAt: conversations.claimedAt,
      unread: isUnread.mapWith(Boolean),
    })
    .from(conversations)
    .where(ownedBy(user))
    .orderBy(newestFirst)
    .limit(CONVERSATION_LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    service: row.service,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
    unread: row.unread,
    fromContactForm: row.claimedAt !== null,
    firstLine: firstLineOf(row.message),
  }));
}

/**
 * The client's conversations with their messages and files, the latest activity first (the API's
 * list). Two round trips whatever their number: a D1 batch, where the entries' query names the
 * same conversations by subquery, then their files.
 */
export async function listClientConversations(
  db: Db,
  user: Pick<SessionUser, "id" | "email">,
): Promise<ClientConversation[]> {
  const owned = ownedBy(user);
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
  const ids = rows.map((c) => c.id);
  const entries = groupEntries(ids, entryRows);
  const files = await attachmentsByEntry(db, ids);
  return rows.map((c) => toClientConversation(c, entries.get(c.id) ?? [], files));
}

/** One of the client's conversations with its messages and files, or null when it is not theirs (or not there). */
export async function clientConversation(
  db: Db,
  user: Pick<SessionUser, "id" | "email">,
  id: string,
): Promise<ClientConversation | null> {
  const [rows, entryRows] = await db.batch([
    db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, id), ownedBy(user)))
      .limit(1),
    clientEntriesQuery(
      db,
      db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.id, id), ownedBy(user))),
    ),
  ]);
  const [row] = rows;
  if (!row) return null;
  const files = await attachmentsByEntry(db, [row.id]);
  return toClientConversation(row, entryRows, files);
}

/**
 * The client opened the conversation: our replies so far are read. Only a later reply of ours
 * makes it unread again; the owner check is the list's.
 */
export async function markReadByClient(
  db: Db,
  user: Pick<SessionUser, "id" | "email">,
  id: string,
  now: Date,
): Promise<void> {
  await db
    .update(conversations)
    .set({ clientReadAt: now })
    .where(
      and(
        eq(conversations.id, id),
        ownedBy(user),
        gt(conversations.lastStaffAt, sql`coalesce(${conversations.clientReadAt}, 0)`),
      ),
    );
}

/** The fields of a conversation its owner may see (internal flags stay on the server). */
function toClientConversation(
  c: Conversation,
  entries: readonly ConversationEntry[],
  files: ReadonlyMap<string, AttachmentView[]>,
): ClientConversation {
  return {
    id: c.id,
    ...valuesShownTo("client", c),
    status: c.status,
    createdAt: c.createdAt.toISOString(),
    lastActivityAt: c.lastActivityAt.toISOString(),
    attachments: files.get(c.id) ?? [],
    entries: entries.map((e) => ({
      id: e.id,
      author: e.author,
      staffName: e.author === "staff" ? e.staffName : null,
      body: e.body,
      createdAt: e.createdAt.toISOString(),
      attachments: files.get(e.id) ?? [],
    })),
    canAnswer: hasStaffReply(entries),
    unread: c.lastStaffAt !== null && c.lastStaffAt.getTime() > (c.clientReadAt?.getTime() ?? 0),
    fromContactForm: c.claimedAt !== null,
  };
}
