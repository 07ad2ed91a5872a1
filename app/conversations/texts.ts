/**
 * The conversations' form rules, refusals and toasts (the words several domains share stay in
 * app/ui/ui-text.ts). A page's own words are in a module of their own, which only the pages that
 * show them load: contact-text.ts, client/client-text.ts, client/claim-text.ts,
 * staff/inbox-text.ts, staff/saved-replies-text.ts.
 */

import type { Toast } from "~/ui/toasts/toast";
import { failureTitles } from "~/ui/ui-text";

/** Field rules of the contact form, the client's answers and the staff's inbox. */
export const conversationFieldText = {
  messageShort: "Message must be at least 10 characters",
  messageLong: "Message must be at most 5000 characters",
  serviceInvalid: "Please choose a service from the list",
  replyShort: "Reply must be at least 10 characters",
  replyLong: "Reply must be at most 5000 characters",
  deleteNotConfirmed: "Confirm the deletion first.",
  noteShort: "Note must be at least 2 characters",
  noteLong: "Note must be at most 5000 characters",
  savedReplyNameShort: "Name must be at least 2 characters",
  savedReplyNameLong: "Name must be at most 60 characters",
  savedReplyBodyShort: "Text must be at least 10 characters",
  assigneeInvalid: "Choose a member of the team",
  composeExpired: "This form has expired. Reload the page and send again: your text is kept.",
} as const;

/**
 * How a staff reply greets the client (the composer starts with it), and the words a text opens
 * with when it greets on its own (a saved reply "Dear Meena," replaces the prefilled greeting).
 */
export const greetingText = {
  reply: (firstName: string) => `Hello ${firstName},`,
  openers: ["hello", "hi", "hey", "dear", "good morning", "good afternoon", "good evening", "namaste", "vanakkam"],
} as const;

/** The conversations' answers that are not about one field. */
export const conversationErrorText = {
  loginRequired: "Please log in to see your messages.",
  loadMessagesFailed: "Failed to load messages",
  conversationGone: "This message no longer exists.",
  clientReplyTooEarly: "You can answer here once we have replied to your message.",
  tooManyClientReplies:
    "You have sent many replies to this conversation in the last hour. Please wait a while and try again.",
  savedReplyNameTaken: "A saved reply with this name exists already.",
  savedReplyGone: "This saved reply no longer exists.",
  replyNotMailed:
    "The reply was saved and shows in the sender's messages on the contact page, but the e-mail to them could not be sent.",
} as const;

const conversationSuccessText = {
  visitorMessage: "Message submitted successfully",
  userMessage: "Your message has been sent",
} as const;

const SUCCESS = "Success!";

/** The toasts of the contact form, the client's messages and the staff's inbox. */
export const conversationToasts = {
  visitorMessageSent: { kind: "success", title: SUCCESS, description: conversationSuccessText.visitorMessage },
  userMessageSent: { kind: "success", title: SUCCESS, description: conversationSuccessText.userMessage },
  loadMessagesFailed: {
    kind: "error",
    title: failureTitles.generic,
    description: conversationErrorText.loadMessagesFailed,
  },
  clientReplySent: {
    kind: "success",
    title: "Reply sent",
    description: "Your reply was added to the conversation. We will answer here and by e-mail.",
  },
  conversationClosed: { kind: "success", title: "Conversation closed" },
  conversationReopened: { kind: "success", title: "Conversation reopened" },
  replySent: {
    kind: "success",
    title: "Reply sent",
    description: "The sender was e-mailed, and the reply shows in their messages.",
  },
  markedVerified: {
    kind: "success",
    title: "Marked as verified",
    description: "The message now counts as new and shows in its sender's messages.",
  },
  conversationDeleted: { kind: "success", title: "Message deleted" },
  noteAdded: { kind: "success", title: "Note added", description: "Only staff see it." },
  assigned: { kind: "success", title: "Assigned", description: "The client's next answer goes to the assignee." },
  unassigned: { kind: "success", title: "Unassigned", description: "The client's next answer goes to the team inbox." },
  savedReplyCreated: { kind: "success", title: "Saved reply added" },
  savedReplyUpdated: { kind: "success", title: "Saved reply updated" },
  savedReplyDeleted: { kind: "success", title: "Saved reply deleted" },
} as const satisfies Record<string, Toast>;

/** Texts a link may put into a form for the visitor to edit (app/site/contact-prefill.ts). */
export const formPrefill = {
  /** The contact form's message when "Schedule a Consultation" on /plan opened it. */
  discussEngagement: (engagement: string) => `I would like to discuss: ${engagement}`,
} as const;

/** A composed reply or note whose key this conversation has stored already . */
export const replayToasts = {
  replyAlreadySent: {
    kind: "info",
    title: "Reply already sent",
    description: "This reply was sent before; it was not sent again.",
  },
  noteAlreadyAdded: { kind: "info", title: "Note already added", description: "This note was added before." },
} as const satisfies Record<string, Toast>;
