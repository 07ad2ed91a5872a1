import { and, desc, eq, gt } from "drizzle-orm";
import type { SessionUser } from "~/accounts";
import { users } from "~/accounts/index.server";
import { previewOf } from "~/conversations/conversations";
import { clientReplyNotificationMail } from "~/conversations/mails.server";
import { type Conversation, conversationEntries, conversations } from "~/conversations/schema.server";
import { conversationErrorText } from "~/conversations/texts";
import type { Db } from "~/platform/db/client.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { errorName, logEvent } from "~/platform/log.server";
import { type CheckedFile, keepFiles, type RefusedFile } from "./attachments.server";
import { reachableConversation } from "./client-address.server";
import { ownedBy } from "./client-view.server";
import type { ConversationDeps } from "./deps.server";
import { clientEntriesOf, hasStaffReply, isStoredMail } from "./entries.server";
import { conversationGone } from "./errors.server";

/** A client writes at most this many replies to one conversation an hour, on the site and by mail together. */
export const CLIENT_REPLIES_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

/** Seconds until the client may answer again (at least 1): when the oldest reply of the hour ages out. */
async function secondsUntilClientMayReply(db: Db, conversationId: string, now: Date): Promise<number> {
  const recent = await db
    .select({ createdAt: conversationEntries.createdAt })
    .from(conversationEntries)
    .where(
      and(
        eq(conversationEntries.conversationId, conversationId),
        eq(conversationEntries.author, "client"),
        gt(conversationEntries.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    )
    .orderBy(desc(conversationEntries.createdAt))
    .limit(CLIENT_REPLIES_PER_HOUR);
  const oldest = recent[CLIENT_REPLIES_PER_HOUR - 1]?.createdAt.getTime() ?? now.getTime();
  return Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
}

const tooManyReplies = (wait: number) =>
  new UserFacingError(429, conversationErrorText.tooManyClientReplies, "too_many_answers", undefined, wait);

export type ClientReply = {
  body: string;
  via: "web" | "email";
  emailMessageId?: string | null;
  /** Its files, checked; and, by e-mail, those listed as not kept. */
  files?: readonly CheckedFile[];
  notKept?: readonly RefusedFile[];
};

/**
 * Who hears of a client's reply: the staff member it is assigned to, else the company mailbox.
 * Never both: an assigned conversation is that person's to answer.
 */
async function clientReplyRecipient(deps: ConversationDeps, conversation: Conversation): Promise<string> {
  if (!conversation.assigneeId) return deps.companyMailbox;
  const [assignee] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, conversation.assigneeId), eq(users.role, "admin")))
    .limit(1);
  return assignee?.email ?? deps.companyMailbox;
}

/**
 * The client's reply, from the site or by mail: appended, the conversation marked Client
 * replied (a closed one is reopened so) and waiting for us from now unless it already was, and
 * announced to its assignee (else the company mailbox) with Reply-To the client. A mail whose
 * Message-ID was stored before is not stored again (`stored: false`). The hourly limit and the
 * insert are one statement (the entry is written only while fewer than 20 replies of the hour
 * stand), so parallel replies cannot pass it; past it, 429 with the wait. The caller has checked
 * who may answer.
 */
export async function appendClientReply(
  deps: ConversationDeps,
  conversation: Conversation,
  reply: ClientReply,
): Promise<{ stored: boolean }> {
  const now = deps.now();
  const entryId = crypto.randomUUID();
  // The files go in the bucket first; their rows are written with the entry, or the objects deleted.
  const kept = await keepFiles(deps.files, conversation.id, entryId, reply.files ?? [], reply.notKept ?? []);
  // One D1 batch (a transaction), in plain SQL: Drizzle's insert…select would want every column.
  const d1 = deps.db.$client;
  const [inserted] = await kept.storeWithEntry<{ id: string }>(
    d1,
    [
      d1
        .prepare(
          `insert into conversation_entries (id, message_id, author, kind, body, via, email_message_id, created_at)
         select ?1, ?2, 'client', 'message', ?3, ?4, ?5, ?6
         where (select count(*) from conversation_entries
                where message_id = ?2 and author = 'client' and created_at > ?7) < ?8
         on conflict (message_id, email_message_id) do nothing
         returning id`,
        )
        .bind(
          entryId,
          conversation.id,
          reply.body,
          reply.via,
          reply.emailMessageId ?? null,
          now.getTime(),
          now.getTime() - HOUR_MS,
          CLIENT_REPLIES_PER_HOUR,
        ),
      // A redelivered mail, or a reply past the limit, changes nothing: only a new entry moves it.
      d1
        .prepare(
          `update contact_messages
         set status = 'client_replied', last_activity_at = ?2, last_author = 'client', last_author_name = null,
             last_preview = ?3, last_client_at = ?2,
             waiting_since = case when status in ('new', 'client_replied') then coalesce(waiting_since, ?2) else ?2 end
         where id = ?1 and exists (select 1 from conversation_entries where id = ?4)`,
        )
        .bind(conversation.id, now.getTime(), previewOf(reply.body), entryId),
    ],
    entryId,
    now,
  );
  if (!inserted?.results.length) {
    if (reply.emailMessageId && (await isStoredMail(deps.db, conversation.id, reply.emailMessageId)))
      return { stored: false };
    throw tooManyReplies(await secondsUntilClientMayReply(deps.db, conversation.id, now));
  }
  try {
    await deps.mailer.send(
      clientReplyNotificationMail({
        recipient: await clientReplyRecipient(deps, conversation),
        link: new URL(`/admin/messages/${encodeURIComponent(conversation.id)}`, deps.origin).toString(),
        name: conversation.name,
        email: conversation.email,
        body: reply.body,
        via: reply.via,
      }),
    );
  } catch (err) {
    // The reply is stored and shows in the inbox as Client replied; only the heads-up is lost.
    logEvent("warn", "conversation_answer_notice_failed", { error: errorName(err) });
  }
  return { stored: true };
}

/**
 * A signed-in client's reply on the site or through the API. Only the conversation's owner (by
 * account, or by the account's confirmed e-mail, the rule of "Your Messages") may answer, and
 * only once we have replied; anyone else is told the conversation does not exist.
 */
export async function replyAsClient(
  deps: ConversationDeps,
  user: SessionUser,
  conversationId: string,
  body: string,
  files: readonly CheckedFile[] = [],
): Promise<void> {
  const [conversation] = await deps.db
    .select(reachableConversation)
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), ownedBy(user)))
    .limit(1);
  if (!conversation) throw conversationGone();
  const entries = (await clientEntriesOf(deps.db, [conversationId])).get(conversationId) ?? [];
  if (!hasStaffReply(entries))
    throw new UserFacingError(409, conversationErrorText.clientReplyTooEarly, "no_reply_yet");
  await appendClientReply(deps, conversation, { body, via: "web", files });
}
