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
export { ContactForm } from "./client/contact-form";
export { ConversationList } from "./client/conversation-list";
export { ClientReplyForm } from "./client/reply-form";
export { ClientStatusBadge } from "./client/status-badge";
export { UnclaimedConversations } from "./client/unclaimed-conversations";
export { contactFieldNames } from "./contact-fields";
export { serviceLabel, serviceOptions } from "./contact-services";
export { contactByMailText, contactPageText } from "./contact-text";
export { CLAIM_PATH, CONTACT_CONFIRM_PATH, MESSAGES_PATH, SAVED_REPLIES_PATH, staffLabel } from "./conversations";
export type { InboxView, StaffMember, TeamMember } from "./inbox";
export { DEFAULT_VIEW, inboxSearchShortened, inboxViews, statusLabels, viewLabels } from "./inbox";
export { Assignment } from "./staff/assignment";
export { pathAfterClose, useConversationShortcuts, useRememberInboxOrder } from "./staff/conversation-keys";
export { ConversationStatusForm } from "./staff/conversation-status-form";
export { ConversationThread } from "./staff/conversation-thread";
export { Fact } from "./staff/fact";
export { InboxListItem } from "./staff/inbox-list-item";
export { inboxPageText } from "./staff/inbox-text";
export { Moderation } from "./staff/moderation";
export { NoteForm } from "./staff/note-form";
export { ReplyComposer } from "./staff/reply-composer";
export { savedRepliesPageText } from "./staff/saved-replies-text";
export { DeleteButton, SavedReplyForm } from "./staff/saved-reply-forms";
export { StatusBadge } from "./staff/status-badge";
export { conversationErrorText, conversationToasts, replayToasts } from "./texts";
export type { ThreadReadMark } from "./unread-replies";
export { unreadRepliesText } from "./unread-replies";
export { clientReplySchema } from "./validation/contact";
export {
  assignSchema,
  grantAdminSchema,
  keptFields,
  noteSchema,
  replySchema,
  revokeAdminSchema,
  savedReplySchema,
} from "./validation/inbox";
