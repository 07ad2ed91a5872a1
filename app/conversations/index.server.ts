/**
 * The conversations domain's server entry: the operations and dependencies other parts of the app
 * call (docs/architecture.md, "Entries"). Only what they use is here.
 */
export { downloadAttachment } from "./attachment-downloads.server";
export { bookingEntryStatements } from "./booking-entries.server";
export {
  claimConversation,
  claimOffer,
  countUnclaimed,
  isUnclaimedFor,
  joinConversationsOfNewAccount,
} from "./claims.server";
export { messagesActions, replyFromClient } from "./client/messages-actions.server";
export { replyAsClient } from "./client-replies.server";
export {
  clientConversation,
  countClientConversations,
  listClientConversations,
  listClientSummaries,
  markReadByClient,
  unreadRepliesColumn,
} from "./client-view.server";
export {
  checkContactLink,
  confirmContactFromLink,
  mailContactConfirmLink,
  wantsConfirmByMail,
} from "./confirm-by-mail.server";
export { engagementPrefill, servicePrefill } from "./contact-prefill.server";
export { confirmByMailDeps, conversationDeps, intakeDeps } from "./deps.server";
export { receiveEmailedReply } from "./emailed-replies.server";
export { MAX_RAW_MAIL_BYTES, rejectReasons } from "./inbound-rules.server";
export { listInbox, readInboxQuery } from "./inbox.server";
export { sendContactMessage, sentResult } from "./intake.server";
export { needsReplyColumn } from "./needs-reply.server";
export { conversationMailQueue } from "./notifications.server";
export { conversationsPersonalData } from "./personal-data.server";
export { conversationFactsAfter, staffRepliesAfter } from "./report-facts.server";
export { conversationFilesStep, conversationRetentionRules, requeueNotificationsStep } from "./retention.server";
export { listSavedReplies } from "./saved-replies.server";
export { staffConversationActions } from "./staff/conversation-actions.server";
export { savedReplyActions } from "./staff/saved-reply-actions.server";
export { openConversationForStaff } from "./staff-conversation.server";
export { startConversation } from "./start.server";

export type { ConversationWrite } from "./writes.server";
export { conversationWrites } from "./writes.server";
