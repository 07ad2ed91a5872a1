/**
 * The conversations domain's entry: the types, constants, components and schemas other parts of the
 * app use, all safe in the browser (docs/architecture.md, "Entries"). Only what they use is here;
 * server operations are in index.server.ts.
 */
export { ATTACHMENT_FIELD, ATTACHMENT_FORM_BODY_LIMIT } from "./attachments";
export { ClientThread } from "./client/client-thread";
export { ContactForm } from "./client/contact-form";
export { ConversationList } from "./client/conversation-list";
export { ClientReplyForm } from "./client/reply-form";
export { ClientStatusBadge } from "./client/status-badge";
export { serviceLabel } from "./contact-services";
export { CLAIM_PATH, MESSAGES_PATH, staffLabel } from "./conversations";
export type { InboxRow, InboxStatus, InboxView, StaffMember, TeamMember } from "./inbox";
export { DEFAULT_VIEW, inboxSearchShortened, inboxViews, statusLabels, viewLabels } from "./inbox";
export { Assignment } from "./staff/assignment";
export { ConversationStatusForm } from "./staff/conversation-status-form";
export { ConversationThread } from "./staff/conversation-thread";
export { Moderation } from "./staff/moderation";
export { NoteForm } from "./staff/note-form";
export { ReplyComposer, startsWithGreeting } from "./staff/reply-composer";
export { claimText, formPrefill, replayToasts } from "./texts";
export type { ThreadReadMark } from "./unread-replies";
export { unreadRepliesText } from "./unread-replies";
export { clientReplySchema } from "./validation/contact";
export {
  assignSchema,
  grantAdminSchema,
  noteSchema,
  replySchema,
  revokeAdminSchema,
  savedReplySchema,
} from "./validation/inbox";
