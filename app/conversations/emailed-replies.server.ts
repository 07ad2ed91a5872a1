import { eq } from "drizzle-orm";
import { MESSAGES_PATH } from "~/conversations/conversations";
import { notKeptFilesMail } from "~/conversations/mails.server";
import { type Conversation, conversations } from "~/conversations/schema.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { errorName, logEvent } from "~/platform/log.server";
import { LIMITS } from "~/ui/forms/limits";
import { type MailedFile, type RefusedFile, sortMailedFiles } from "./attachments.server";
import { reachableConversation } from "./client-address.server";
import { appendClientReply } from "./client-replies.server";
import type { ConversationDeps } from "./deps.server";
import { clientEntriesQuery, isStoredMail } from "./entries.server";
import type { RejectReason } from "./inbound-rules.server";
import { threadingHeaders } from "./mail-threading.server";
import { conversationOfReplyAddress } from "./reply-addresses.server";
import { newTextOfReply } from "./reply-text.server";

/** A mail to one of our reply addresses, as the Worker's email() handler read it. */
export type InboundReply = {
  /** The envelope sender (MAIL FROM), as Email Routing reports it. */
  from: string;
  /** The envelope recipient: one of our `reply+<token>@` addresses. */
  to: string;
  /** The Message-ID header: a mail delivered twice is stored once. */
  emailMessageId: string | null;
  text: string | null;
  html: string | null;
  /** An out-of-office or other automatic reply (the Auto-Submitted header). */
  automatic: boolean;
  /** Its attached files (not the pictures an HTML body shows inline). */
  files?: readonly MailedFile[];
};

export type InboundVerdict = { accepted: true; stored: boolean } | { accepted: false; reason: RejectReason };

function refuse(reason: RejectReason): InboundVerdict {
  // The reason only: never the addresses or the text.
  logEvent("warn", "emailed_answer_rejected", { reason });
  return { accepted: false, reason };
}

/**
 * A mail this conversation holds already (the same Message-ID delivered again): taken, so the
 * sender gets no bounce for what we have, and stored nothing, with the reason in the log. Only the
 * same conversation counts: one mail to two of a client's reply addresses is stored in each.
 */
function redelivered(): InboundVerdict {
  logEvent("info", "emailed_answer_not_stored", { reason: "alreadyStored" });
  return { accepted: true, stored: false };
}

/**
 * A client's reply by e-mail. It is taken only when the address's token names a conversation
 * and the envelope sender is that conversation's address (case aside): its account's address now,
 * for one that belongs to an account (./client-address.server.ts); then its new text, without
 * the quoted history, is appended as the client's reply, as on the site, with its files under
 * the site's rules; a file over them is listed as "not kept: {reason}", and the client gets our
 * acknowledgement saying so. A Message-ID seen before in this conversation is accepted again and
 * stored once; every delivery that stores nothing says why (a bounce, or the log's reason).
 */
export async function receiveEmailedReply(deps: ConversationDeps, mail: InboundReply): Promise<InboundVerdict> {
  const conversationId = await conversationOfReplyAddress(deps.db, mail.to, deps.replyDomain);
  const [conversation] = conversationId
    ? await deps.db
        .select(reachableConversation)
        .from(conversations)
        .where(eq(conversations.id, conversationId))
        .limit(1)
    : [];
  if (!conversation) return refuse("unknownAddress");
  if (mail.from.trim().toLowerCase() !== conversation.email.toLowerCase()) return refuse("wrongSender");
  if (mail.automatic) return refuse("automatic");
  if (mail.emailMessageId && (await isStoredMail(deps.db, conversation.id, mail.emailMessageId))) return redelivered();
  const body = newTextOfReply(mail.text, mail.html);
  if (!body) return refuse("empty");
  if (body.length > LIMITS.message.max) return refuse("tooLong");
  const { kept, notKept } = sortMailedFiles(mail.files ?? []);
  let stored: boolean;
  try {
    ({ stored } = await appendClientReply(deps, conversation, {
      body,
      via: "email",
      emailMessageId: mail.emailMessageId,
      files: kept,
      notKept,
    }));
  } catch (err) {
    if (err instanceof UserFacingError && err.status === 429) return refuse("tooMany");
    throw err;
  }
  if (!stored) return redelivered();
  logEvent("info", "emailed_answer_stored", { stored, files: kept.length, notKept: notKept.length });
  if (notKept.length > 0) await acknowledgeNotKept(deps, conversation, mail.to, notKept);
  return { accepted: true, stored };
}

/**
 * Tells the client which files of their answer were not kept, in the conversation's thread and
 * answerable at the address they wrote to. Their answer is stored either way: a mail that cannot
 * be queued is logged, never a reason to refuse it.
 */
async function acknowledgeNotKept(
  deps: ConversationDeps,
  conversation: Conversation,
  replyTo: string,
  notKept: readonly RefusedFile[],
): Promise<void> {
  try {
    const entries = await clientEntriesQuery(deps.db, [conversation.id]);
    const mail = notKeptFilesMail({
      to: conversation.email,
      service: conversation.service,
      notKept: notKept.map((file) => ({ name: file.name, reason: file.reason })),
      conversationLink: new URL(`${MESSAGES_PATH}/${encodeURIComponent(conversation.id)}`, deps.origin).toString(),
      headers: threadingHeaders(conversation.id, entries, crypto.randomUUID(), deps.replyDomain),
    });
    await deps.mailer.send({ ...mail, replyTo });
  } catch (err) {
    logEvent("warn", "emailed_answer_ack_failed", { error: errorName(err) });
  }
}
