/**
 * The conversations domain's entry: the types, constants, components and schemas other parts of the
 * app use, all safe in the browser (docs/architecture.md, "Entries"). Only what they use is here;
 * server operations are in index.server.ts.
 */
export { ATTACHMENT_FIELD, ATTACHMENT_FORM_BODY_LIMIT } from "./attachments";
export { claimText } from "./client/claim-text";
export { clientPageText } from "./client/client-text";
export { ClientThread } from "./client/client-thread";
export type { ContactConfirmState } from "./client/contact-confirm";
export { ContactConfirm } from "./client/contact-confirm";
export { ConversationList } from "./client/conversation-list";
export { ClientReplySection } from "./client/reply-section";
export { SendMessageSection } from "./client/send-message-section";
export { ClientStatusBadge } from "./client/status-badge";
export { UnclaimedConversations } from "./client/unclaimed-conversations";
export { contactFieldNames } from "./contact-fields";
export { serviceLabel, serviceOptions } from "./contact-services";
export { contactByMailText, contactPageText } from "./contact-text";
export { CLAIM_PATH, CONTACT_CONFIRM_PATH, MESSAGES_PATH, staffLabel } from "./conversations";
export type { StaffMember, TeamMember } from "./inbox";
export { statusLabels } from "./inbox";
export { ComposeSection } from "./staff/compose-section";
export { useConversationShortcuts, useRememberInboxOrder } from "./staff/conversation-keys";
export { ConversationSidebar } from "./staff/conversation-sidebar";
export { ConversationStatusForm } from "./staff/conversation-status-form";
export { ConversationThread } from "./staff/conversation-thread";
export { InboxFilters, InboxResults } from "./staff/inbox-list";
export { inboxPageText } from "./staff/inbox-text";
export { Moderation } from "./staff/moderation";
export { savedRepliesPageText } from "./staff/saved-replies-text";
export { DeleteButton, SavedReplyForm, savedReplyIntents } from "./staff/saved-reply-forms";
export { StatusBadge } from "./staff/status-badge";
export { conversationErrorText, conversationToasts } from "./texts";
export type { ThreadReadMark } from "./unread-replies";
export { unreadRepliesText } from "./unread-replies";
export { clientReplySchema } from "./validation/contact";
export { grantStaffSchema, keptFields, revokeStaffSchema } from "./validation/inbox";
