import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "~/accounts";
import { MESSAGES_PATH, previewOf, staffLabel } from "~/conversations/conversations";
import { conversationReplyMail } from "~/conversations/mails.server";
import { type Conversation, conversationEntries, conversations } from "~/conversations/schema.server";
import type { Db } from "~/platform/db/client.server";
import { d1Statement } from "~/platform/db/write-hooks.server";
import { errorName, logEvent } from "~/platform/log.server";
import { generateToken, hashToken } from "~/platform/tokens.server";
import { type CheckedFile, keepFiles } from "./attachments.server";
import { reachableConversation } from "./client-address.server";
import type { ConversationDeps } from "./deps.server";
import { mailThread, staffEntriesQuery } from "./entries.server";
import { conversationGone } from "./errors.server";
import { threadingHeaders } from "./mail-threading.server";
import { replyAddressOf } from "./reply-addresses.server";
import { conversationWrites, staffReplyIn } from "./writes.server";

/**
 * What staff write in a conversation: replies, mailed to the client and signed by the person
 * who wrote them, and notes that only staff see. Each composed text carries a key made when its
 * composer was drawn; an entry is stored once per key (a unique index), so a double click, a
 * resubmitted form or a retried request stores nothing more and mails nothing more.
 */

/** A conversation with where its client is reached now and their zone (./client-address.server.ts). */
export type ReachableConversation = Conversation & { sentFrom: string; clientZone: string | null };

export async function loadConversation(db: Db, id: string): Promise<ReachableConversation> {
  const [conversation] = await db
    .select(reachableConversation)
    .from(conversations)
    .where(eq(conversations.id, id))
    .limit(1);
  if (!conversation) throw conversationGone();
  return conversation;
}

export type Composed = { text: string; key: string };

/**
 * How a staff member signs (their display name, and the signature under a reply): the staff
 * domain reads it (app/staff/profile.server.ts) and the caller passes the look-up in.
 */
export type SignerOf = (userId: string) => Promise<{ displayName: string; signature: string }>;

/**
 * Our reply: appended (never replacing an earlier one), signed "{display name} from ADRIG" and
 * ending with the staff member's signature, the conversation marked Replied, then mailed to the
 * client with the thread below it (its files named, to download on the site) and a Reply-To
 * address of its own. Stored before the mail is
 * queued, so a queue that refuses never loses it (`mailed: false`). A key this conversation has
 * seen before stores and mails nothing (`stored: false`); keys are per conversation, so a key used
 * in another conversation is no reason to drop this reply.
 */
export async function replyAsStaff(
  deps: ConversationDeps,
  staff: SessionUser,
  conversationId: string,
  reply: Composed,
  files: readonly CheckedFile[],
  signerOf: SignerOf,
): Promise<{ stored: boolean; mailed: boolean }> {
  const [conversation, profile] = await Promise.all([loadConversation(deps.db, conversationId), signerOf(staff.id)]);
  const now = deps.now();
  const entryId = crypto.randomUUID();
  const body = profile.signature ? `${reply.text}\n\n${profile.signature}` : reply.text;
  const token = generateToken();
  // The files go in the bucket first; their rows are written with the entry, or the objects deleted.
  const e = conversationEntries;
  // Counted after the entry's insert, only when it stored this reply; the first of ours, when no
  // other reply of ours is in the conversation.
  const counted = await conversationWrites.statements(deps.db, {
    kind: "replied",
    at: now,
    arrivedAt: conversation.createdAt,
    staffId: staff.id,
    when: sql`exists (select 1 from ${e} where ${e.id} = ${entryId})`,
    first: sql`not exists (select 1 from ${e} where ${staffReplyIn(conversationId)} and ${e.id} <> ${entryId})`,
  });
  const kept = await keepFiles(deps.files, conversationId, entryId, files);
  // One D1 batch (a transaction), in plain SQL: the conversation, its new reply address and the
  // files' rows change only when this key's entry is new.
  const d1 = deps.db.$client;
  const [inserted] = await kept.storeWithEntry<{ id: string }>(
    d1,
    [
      d1
        .prepare(
          `insert into conversation_entries (id, message_id, author, kind, staff_id, staff_name, body, via, idempotency_key, created_at)
         values (?1, ?2, 'staff', 'message', ?3, ?4, ?5, 'web', ?6, ?7)
         on conflict (message_id, idempotency_key) do nothing
         returning id`,
        )
        .bind(entryId, conversationId, staff.id, profile.displayName, body, reply.key, now.getTime()),
      d1
        .prepare(
          `update contact_messages
         set status = 'replied', last_activity_at = ?2, last_author = 'staff', last_author_name = ?3,
             last_preview = ?4, waiting_since = null, last_staff_at = ?2
         where id = ?1 and exists (select 1 from conversation_entries where id = ?5)`,
        )
        .bind(conversationId, now.getTime(), profile.displayName, previewOf(body), entryId),
      d1
        .prepare(
          `insert into reply_addresses (token_hash, message_id, created_at)
         select ?1, ?2, ?3 where exists (select 1 from conversation_entries where id = ?4)`,
        )
        .bind(hashToken(token), conversationId, now.getTime(), entryId),
      ...counted.map((statement) => d1Statement(d1, statement)),
    ],
    entryId,
    now,
  );
  // This conversation has an entry of this key already: sent before, neither stored nor mailed now.
  if (!inserted?.results.length) return { stored: false, mailed: false };
  try {
    const entries = await staffEntriesQuery(deps.db, conversationId);
    await deps.mailer.send(
      conversationReplyMail({
        to: conversation.email,
        service: conversation.service,
        reply: body,
        signedBy: staffLabel(profile.displayName),
        thread: mailThread(conversation, entries),
        // Their times in the client's zone, with IST beside them: the staff member reads them too.
        shownIn: { zone: conversation.clientZone, withIst: true },
        conversationLink: new URL(`${MESSAGES_PATH}/${encodeURIComponent(conversationId)}`, deps.origin).toString(),
        files: kept.rows.map((row) => ({ name: row.name, bytes: row.bytes })),
        replyTo: replyAddressOf(token, deps.replyDomain),
        headers: threadingHeaders(conversationId, entries, entryId, deps.replyDomain),
      }),
    );
    return { stored: true, mailed: true };
  } catch (err) {
    logEvent("error", "conversation_reply_mail_failed", { error: errorName(err) });
    return { stored: true, mailed: false };
  }
}

/**
 * An internal note: in the thread for staff, marked "Note: only staff see this", never mailed,
 * never on a client's page or in their data. It changes neither the status nor the inbox's preview.
 */
export async function addNote(
  deps: ConversationDeps,
  staff: SessionUser,
  conversationId: string,
  note: Composed,
  signerOf: SignerOf,
): Promise<{ stored: boolean }> {
  const [, profile] = await Promise.all([loadConversation(deps.db, conversationId), signerOf(staff.id)]);
  const { meta } = await deps.db.$client
    .prepare(
      `insert into conversation_entries (id, message_id, author, kind, staff_id, staff_name, body, via, idempotency_key, created_at)
       values (?1, ?2, 'staff', 'note', ?3, ?4, ?5, 'web', ?6, ?7)
       on conflict (message_id, idempotency_key) do nothing`,
    )
    .bind(crypto.randomUUID(), conversationId, staff.id, profile.displayName, note.text, note.key, deps.now().getTime())
    .run();
  return { stored: meta.changes > 0 };
}
