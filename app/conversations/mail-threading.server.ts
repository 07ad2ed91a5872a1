import type { ConversationEntry } from "~/conversations/schema.server";

/**
 * Mail clients thread a conversation by its Message-IDs (RFC 5322 §3.6.4): each of our replies
 * carries one of its own, `In-Reply-To` the message it answers, and `References` the chain back
 * to a root id that stands for the conversation (its first message came from a web form, not a
 * mail). The client's answers by mail bring their own ids, stored with each entry.
 */

const conversationRoot = (conversationId: string, domain: string) => `<conversation-${conversationId}@${domain}>`;

/** The Message-ID of one of our replies (its entry id is random, so the id is unique). */
const replyMessageId = (entryId: string, domain: string) => `<reply-${entryId}@${domain}>`;

/** A Message-ID as a header may carry it: `<…>` with no spaces, brackets or line breaks inside. */
const WELL_FORMED = /^<[^<>\s]{1,250}>$/;

/** How many ids `References` keeps: the root and the newest before this one (RFC 5322 allows trimming). */
const MAX_REFERENCES = 10;

/**
 * The headers of our reply `entryId`, given the conversation's earlier messages (oldest first;
 * notes and events are not mail and do not count).
 */
export function threadingHeaders(
  conversationId: string,
  earlier: readonly Pick<ConversationEntry, "id" | "author" | "kind" | "emailMessageId">[],
  entryId: string,
  domain: string,
): Record<string, string> {
  const chain = [conversationRoot(conversationId, domain)];
  for (const entry of earlier) {
    if (entry.kind !== "message" || entry.id === entryId) continue;
    const id = entry.author === "staff" ? replyMessageId(entry.id, domain) : entry.emailMessageId;
    if (id && WELL_FORMED.test(id)) chain.push(id);
  }
  const references = [chain[0]!, ...chain.slice(1).slice(-(MAX_REFERENCES - 1))];
  return {
    "Message-ID": replyMessageId(entryId, domain),
    "In-Reply-To": chain.at(-1)!,
    References: references.join(" "),
  };
}
