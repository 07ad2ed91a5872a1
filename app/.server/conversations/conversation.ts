import { and, asc, desc, eq, gt, inArray, or, type SQLWrapper } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import {
  type ContactMessage,
  type ConversationEntry,
  type ConversationStatus,
  contactMessages,
  conversationEntries,
} from "~/.server/db/schema";
import { UserFacingError } from "~/.server/http/errors";
import { errorName, logEvent } from "~/.server/log";
import { clientAnswerNotificationMail, conversationReplyMail, type ThreadLine } from "~/.server/mail/templates";
import { entryLabels } from "~/lib/contact-message";
import { displayName, type SessionUser } from "~/lib/session-user";
import { errorText } from "~/lib/ui-text";
import type { ConversationDeps } from "./deps";
import { newReplyAddress } from "./reply-addresses";

/**
 * A contact message and what follows it: our replies and the client's answers, appended in order,
 * never replaced (docs/decisions/010-contact-messages.md). Each change writes the entry and the
 * conversation's status and last activity in one D1 batch, then queues its mail.
 */

/** A client writes at most this many answers to one conversation an hour, on the site and by mail together. */
export const CLIENT_ANSWERS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

const gone = () => new UserFacingError(404, errorText.messageGone, "not_found");

/**
 * The query for the entries of the conversations `messages` names (ids, or a subquery that selects
 * them), oldest first: a query to run, or to send in a D1 batch with the one that finds them.
 */
export function entriesQuery(db: Db, messages: readonly string[] | SQLWrapper) {
  return db
    .select()
    .from(conversationEntries)
    .where(inArray(conversationEntries.messageId, Array.isArray(messages) ? [...messages] : (messages as SQLWrapper)))
    .orderBy(asc(conversationEntries.createdAt), asc(conversationEntries.id));
}

/** Entries by conversation, for each of `messageIds` (an empty list for one without). */
export function groupEntries(
  messageIds: readonly string[],
  rows: readonly ConversationEntry[],
): Map<string, ConversationEntry[]> {
  const byMessage = new Map<string, ConversationEntry[]>(messageIds.map((id) => [id, []]));
  for (const row of rows) byMessage.get(row.messageId)?.push(row);
  return byMessage;
}

/** The entries of these conversations, oldest first, in one query. */
export async function entriesOf(db: Db, messageIds: readonly string[]): Promise<Map<string, ConversationEntry[]>> {
  if (messageIds.length === 0) return groupEntries(messageIds, []);
  return groupEntries(messageIds, await entriesQuery(db, messageIds));
}

/** Whether an e-mailed answer with this Message-ID is stored already (a redelivered mail). */
export async function isStoredMail(db: Db, emailMessageId: string): Promise<boolean> {
  const [seen] = await db
    .select({ id: conversationEntries.id })
    .from(conversationEntries)
    .where(eq(conversationEntries.emailMessageId, emailMessageId))
    .limit(1);
  return Boolean(seen);
}

/** Whether we have replied in the conversation: only then may the client answer in it. */
export function hasStaffReply(entries: readonly Pick<ConversationEntry, "author">[]): boolean {
  return entries.some((entry) => entry.author === "staff");
}

/**
 * The conversation as a thread for mail: the first message, then every entry, each with who
 * wrote it and when. Staff see our entries under the staff member's name; the client sees "ADRIG".
 */
function threadLines(message: ContactMessage, entries: readonly ConversationEntry[]): ThreadLine[] {
  return [
    { label: entryLabels.client, at: message.createdAt, body: message.message },
    ...entries.map((e) => ({ label: entryLabels[e.author], at: e.createdAt, body: e.body })),
  ];
}

async function loadConversation(db: Db, id: string): Promise<ContactMessage> {
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  if (!message) throw gone();
  return message;
}

/**
 * Our reply: appended (a second reply never replaces the first), the conversation marked
 * Replied, then mailed to the client with the whole thread quoted below the new text and a
 * Reply-To address of its own. The reply is stored before the mail is queued, so a queue that
 * refuses never loses it; the caller is told (`mailed`) and can send a reply again.
 */
export async function replyAsStaff(
  deps: ConversationDeps,
  staff: SessionUser,
  messageId: string,
  body: string,
): Promise<{ mailed: boolean }> {
  const message = await loadConversation(deps.db, messageId);
  const now = deps.now();
  const staffName = displayName(staff);
  const replyTo = newReplyAddress(deps.db, messageId, deps.replyDomain, now);
  await deps.db.batch([
    deps.db.insert(conversationEntries).values({
      id: crypto.randomUUID(),
      messageId,
      author: "staff",
      staffId: staff.id,
      staffName,
      body,
      createdAt: now,
    }),
    deps.db
      .update(contactMessages)
      .set({ status: "replied", lastActivityAt: now, lastAuthor: "staff", lastAuthorName: staffName })
      .where(eq(contactMessages.id, messageId)),
    replyTo.insert,
  ]);
  try {
    const entries = (await entriesOf(deps.db, [messageId])).get(messageId) ?? [];
    const contactLink = new URL("/contact", deps.origin).toString();
    await deps.mailer.send(
      conversationReplyMail({
        to: message.email,
        name: message.name,
        reply: body,
        thread: threadLines(message, entries),
        contactLink,
        replyTo: replyTo.address,
      }),
    );
    return { mailed: true };
  } catch (err) {
    logEvent("error", "conversation_reply_mail_failed", { error: errorName(err) });
    return { mailed: false };
  }
}

/** Seconds until the client may answer again (at least 1): when the oldest answer of the hour ages out. */
async function secondsUntilClientMayAnswer(db: Db, messageId: string, now: Date): Promise<number> {
  const recent = await db
    .select({ createdAt: conversationEntries.createdAt })
    .from(conversationEntries)
    .where(
      and(
        eq(conversationEntries.messageId, messageId),
        eq(conversationEntries.author, "client"),
        gt(conversationEntries.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    )
    .orderBy(desc(conversationEntries.createdAt))
    .limit(CLIENT_ANSWERS_PER_HOUR);
  const oldest = recent[CLIENT_ANSWERS_PER_HOUR - 1]?.createdAt.getTime() ?? now.getTime();
  return Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
}

const tooManyAnswers = (wait: number) =>
  new UserFacingError(429, errorText.tooManyAnswers, "too_many_answers", undefined, wait);

export type ClientAnswer = { body: string; via: "web" | "email"; emailMessageId?: string | null };

/**
 * The client's answer, from the site or by mail: appended, the conversation marked Client
 * replied (a closed one is reopened so), and announced to the company inbox with Reply-To the
 * client. A mail whose Message-ID was stored before is not stored again (`stored: false`).
 * The hourly limit and the insert are one statement (the entry is written only while fewer than
 * 20 answers of the hour stand), so parallel answers cannot pass it; past it, 429 with the wait.
 * The caller has checked who may answer.
 */
export async function appendClientAnswer(
  deps: ConversationDeps,
  message: ContactMessage,
  answer: ClientAnswer,
): Promise<{ stored: boolean }> {
  const now = deps.now();
  const entryId = crypto.randomUUID();
  // One D1 batch (a transaction), in plain SQL: Drizzle's insert…select would want every column.
  const d1 = deps.db.$client;
  const [inserted] = await d1.batch<{ id: string }>([
    d1
      .prepare(
        `insert into conversation_entries (id, message_id, author, body, via, email_message_id, created_at)
         select ?1, ?2, 'client', ?3, ?4, ?5, ?6
         where (select count(*) from conversation_entries
                where message_id = ?2 and author = 'client' and created_at > ?7) < ?8
         on conflict (email_message_id) do nothing
         returning id`,
      )
      .bind(
        entryId,
        message.id,
        answer.body,
        answer.via,
        answer.emailMessageId ?? null,
        now.getTime(),
        now.getTime() - HOUR_MS,
        CLIENT_ANSWERS_PER_HOUR,
      ),
    // A redelivered mail, or an answer past the limit, changes nothing: only a new entry moves it.
    d1
      .prepare(
        `update contact_messages
         set status = 'client_replied', last_activity_at = ?2, last_author = 'client', last_author_name = null
         where id = ?1 and exists (select 1 from conversation_entries where id = ?3)`,
      )
      .bind(message.id, now.getTime(), entryId),
  ]);
  if (!inserted?.results.length) {
    if (answer.emailMessageId && (await isStoredMail(deps.db, answer.emailMessageId))) return { stored: false };
    throw tooManyAnswers(await secondsUntilClientMayAnswer(deps.db, message.id, now));
  }
  try {
    await deps.mailer.send(
      clientAnswerNotificationMail({
        inbox: deps.inbox,
        link: new URL(`/admin/messages/${encodeURIComponent(message.id)}`, deps.origin).toString(),
        name: message.name,
        email: message.email,
        body: answer.body,
        via: answer.via,
      }),
    );
  } catch (err) {
    // The answer is stored and shows in the inbox as Client replied; only the heads-up is lost.
    logEvent("warn", "conversation_answer_notice_failed", { error: errorName(err) });
  }
  return { stored: true };
}

/**
 * A signed-in client's answer on the contact page or through the API. Only the conversation's
 * owner (by account, or by the account's confirmed e-mail, the rule of "Your Messages") may
 * answer, and only once we have replied; anyone else is told the conversation does not exist.
 */
export async function answerAsClient(
  deps: ConversationDeps,
  user: SessionUser,
  messageId: string,
  body: string,
): Promise<void> {
  const [message] = await deps.db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.id, messageId), ownedBy(user)))
    .limit(1);
  if (!message) throw gone();
  const entries = (await entriesOf(deps.db, [messageId])).get(messageId) ?? [];
  if (!hasStaffReply(entries)) throw new UserFacingError(409, errorText.answerBeforeReply, "no_reply_yet");
  await appendClientAnswer(deps, message, { body, via: "web" });
}

/** The conversations a signed-in person may read and answer: verified, theirs by account or e-mail. */
export function ownedBy(user: Pick<SessionUser, "id" | "email">) {
  return and(
    eq(contactMessages.isVerified, true),
    or(eq(contactMessages.userId, user.id), eq(contactMessages.email, user.email)),
  );
}

/** Closing sets the conversation aside; a client's answer or "Reopen conversation" brings it back. */
export async function closeConversation(db: Db, messageId: string): Promise<void> {
  const [row] = await db
    .update(contactMessages)
    .set({ status: "closed" })
    .where(eq(contactMessages.id, messageId))
    .returning({ id: contactMessages.id });
  if (!row) throw gone();
}

/** Reopening restores the status its entries give: Replied, Client replied, or New. */
export async function reopenConversation(db: Db, messageId: string): Promise<void> {
  const message = await loadConversation(db, messageId);
  const entries = (await entriesOf(db, [messageId])).get(messageId) ?? [];
  const status: ConversationStatus =
    message.lastAuthor === "staff" ? "replied" : hasStaffReply(entries) ? "client_replied" : "new";
  await db.update(contactMessages).set({ status }).where(eq(contactMessages.id, messageId));
}
