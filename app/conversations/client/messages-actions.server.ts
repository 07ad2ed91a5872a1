import type { SessionUser } from "~/accounts";
import { ATTACHMENT_FIELD } from "~/conversations/attachments";
import { checkedUploads } from "~/conversations/attachments.server";
import { type ClaimDeps, mailClaimLinks } from "~/conversations/claims.server";
import { replyAsClient } from "~/conversations/client-replies.server";
import { MESSAGES_PATH } from "~/conversations/conversations";
import type { ConversationDeps } from "~/conversations/deps.server";
import { conversationToasts } from "~/conversations/texts";
import { clientReplySchema } from "~/conversations/validation/contact";
import { type BodyData, parseWith } from "~/platform/http/body.server";
import { intentTable } from "~/platform/http/intents.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import { claimText } from "./claim-text";
import { unclaimedIntents } from "./unclaimed-conversations";

/** What /messages hands its form's handler: the deps, and whose conversations. */
export type MessagesContext = { deps: ClaimDeps; user: SessionUser };

/** "E-mail me the links": one mail to the account's address with a link per conversation to add. */
export const messagesActions = intentTable<MessagesContext, Response>(MESSAGES_PATH, [
  {
    [unclaimedIntents.mailLinks]: async ({ deps, user }) => {
      const sent = await mailClaimLinks(deps, user);
      return redirectWithToast(MESSAGES_PATH, sent > 0 ? claimText.linksSent : claimText.noneToAdd);
    },
  },
]);

/**
 * "Your reply" on a conversation's own page (its only form, reply-form.tsx), with its files: the
 * owner's only, once we have replied; back to the conversation with a toast.
 */
export async function replyFromClient(
  { deps, user }: { deps: ConversationDeps; user: SessionUser },
  id: string,
  body: BodyData,
): Promise<Response> {
  const input = parseWith(clientReplySchema, { ...body, conversationId: id });
  const files = await checkedUploads(body[ATTACHMENT_FIELD]);
  await replyAsClient(deps, user, input.conversationId, input.answer, files);
  return redirectWithToast(`${MESSAGES_PATH}/${encodeURIComponent(id)}`, conversationToasts.clientReplySent);
}
