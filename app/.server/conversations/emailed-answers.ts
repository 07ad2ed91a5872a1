import { eq } from "drizzle-orm";
import { conversations } from "~/.server/db/schema";
import { UserFacingError } from "~/.server/http/errors";
import { logEvent } from "~/.server/log";
import { LIMITS } from "~/lib/validation/limits";
import { newTextOfAnswer } from "./answer-text";
import { appendClientAnswer } from "./client-answers";
import type { ConversationDeps } from "./deps";
import { isStoredMail } from "./entries";
import type { RejectReason } from "./inbound-rules";
import { conversationOfReplyAddress } from "./reply-addresses";

/** A mail to one of our reply addresses, as the Worker's email() handler read it. */
export type InboundAnswer = {
  /** The envelope sender (MAIL FROM), as Email Routing reports it. */
  from: string;
  /** The envelope recipient: one of our `reply+<token>@` addresses. */
  to: string;
  /** The Message-ID header: a mail delivered twice is stored once. */
  messageId: string | null;
  text: string | null;
  html: string | null;
  /** An out-of-office or other automatic reply (the Auto-Submitted header). */
  automatic: boolean;
};

export type InboundVerdict = { accepted: true; stored: boolean } | { accepted: false; reason: RejectReason };

function refuse(reason: RejectReason): InboundVerdict {
  // The reason only: never the addresses or the text.
  logEvent("warn", "emailed_answer_rejected", { reason });
  return { accepted: false, reason };
}

/**
 * A client's answer by e-mail. It is taken only when the address's token names a conversation
 * and the envelope sender is that conversation's address (case aside); then its new text, without
 * the quoted history, is appended as the client's answer, as on the site. Attachments are never
 * stored. A Message-ID seen before is accepted again and stored once.
 */
export async function receiveEmailedAnswer(deps: ConversationDeps, mail: InboundAnswer): Promise<InboundVerdict> {
  const messageId = await conversationOfReplyAddress(deps.db, mail.to, deps.replyDomain);
  const [conversation] = messageId
    ? await deps.db.select().from(conversations).where(eq(conversations.id, messageId)).limit(1)
    : [];
  if (!conversation) return refuse("unknownAddress");
  if (mail.from.trim().toLowerCase() !== conversation.email.toLowerCase()) return refuse("wrongSender");
  if (mail.automatic) return refuse("automatic");
  if (mail.messageId && (await isStoredMail(deps.db, mail.messageId))) return { accepted: true, stored: false };
  const body = newTextOfAnswer(mail.text, mail.html);
  if (!body) return refuse("empty");
  if (body.length > LIMITS.message.max) return refuse("tooLong");
  let stored: boolean;
  try {
    ({ stored } = await appendClientAnswer(deps, conversation, { body, via: "email", emailMessageId: mail.messageId }));
  } catch (err) {
    if (err instanceof UserFacingError && err.status === 429) return refuse("tooMany");
    throw err;
  }
  logEvent("info", "emailed_answer_stored", { stored });
  return { accepted: true, stored };
}
