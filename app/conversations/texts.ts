/** The conversations' own texts (the words several domains share stay in app/ui/ui-text.ts). */

import type { Toast } from "~/ui/toasts/toast";
import { failureTitles } from "~/ui/ui-text";

/** Field rules of the contact form, the client's answers and the staff's inbox. */
export const conversationFieldText = {
  messageShort: "Message must be at least 10 characters",
  messageLong: "Message must be at most 5000 characters",
  serviceInvalid: "Please choose a service from the list",
  captchaRequired: "Please complete the CAPTCHA challenge",
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

/** The conversations' answers that are not about one field. */
export const conversationErrorText = {
  captchaFailed: "The security check failed. Please complete the CAPTCHA challenge again.",
  captchaReused: "This security check was already used. Please complete the CAPTCHA challenge again.",
  loginRequired: "Please log in to see your messages.",
  loadMessagesFailed: "Failed to load messages",
  conversationGone: "This message no longer exists.",
  answerBeforeReply: "You can answer here once we have replied to your message.",
  tooManyAnswers:
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
  answerSent: {
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

/** Texts a link may put into a form for the visitor to edit (app/conversations/contact-prefill.ts). */
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

/**
 * "Is this yours? Add it to your messages": a conversation started signed out with an account's
 * address joins that account's messages only from the link mailed there (app/conversations/claims.server.ts).
 */
export const claimText = {
  title: "Is this yours?",
  button: "Add it to your messages",
  busy: "Adding...",
  ask: "This conversation was started from our contact form with your e-mail address while signed out. If you sent it, add it to your messages: you will see our replies there and can answer on the site.",
  notYours: "If you did not send it, leave this page: it stays out of your account.",
  linkInvalid:
    "This link no longer works. Links work once and expire after 7 days; ask for new ones on your messages page.",
  wrongAccount:
    "This link was sent to another e-mail address. Log out, then log in with the account of the address it was sent to.",
  yours: "This conversation is already in your messages.",
  added: { kind: "success", title: "Added to your messages", description: "Our replies to it will show here." },
  notSeeing: "Not seeing a conversation?",
  waiting: (n: number) =>
    `${n === 1 ? "One conversation" : `${n} conversations`} sent from the contact form with your e-mail address while signed out ${n === 1 ? "is" : "are"} not in your messages yet. We'll e-mail you a link to add ${n === 1 ? "it" : "each"}.`,
  mailLinks: "E-mail me the links",
  mailLinksBusy: "Sending...",
  linksSent: {
    kind: "info",
    title: "Check your inbox",
    description: "We e-mailed you a link for each conversation. Open it while signed in to add it to your messages.",
  },
  noneToAdd: {
    kind: "info",
    title: "Nothing to add",
    description: "There is no other conversation with your e-mail address.",
  },
  tooManyMails: "We have sent you these links several times already. Please check your inbox, or try again later.",
  notAddedYet: {
    kind: "info",
    title: "Not in your messages yet",
    description:
      "That conversation was started from the contact form while signed out. Add it with the link we e-mail you.",
  },
} as const satisfies Record<string, string | Toast | ((n: number) => string)>;

/** The client's pages (/contact, /messages, a conversation): their meta and their words. */
export const clientPageText = {
  contact: {
    metaTitle: "Contact Us",
    metaDescription:
      "Talk to ADRIG about AI automation, chatbots, custom language models, data analysis or software development. Our Chennai team replies within one business day.",
    title: "Contact Us",
    intro: "Have questions? Our team is ready to help with your AI needs.",
    sendTitle: "Send a Message",
    yourMessages: (count: number | null) => (count === null ? "Your messages" : `Your messages (${count})`),
  },
  messages: {
    metaTitle: "Your Messages",
    metaDescription: "Your conversations with ADRIG: our replies, your answers and the files you shared.",
    title: "Your Messages",
    none: "Your conversations with our team will be here.",
    unread: (n: number) => `${n === 1 ? "One conversation has" : `${n} conversations have`} a new reply.`,
    allRead: "Every reply from our team, and your answers, in one place.",
    /** After conversationErrorText.loadMessagesFailed. */
    reload: ". Please reload the page in a moment.",
    /** `{link}`: "Send us a message", a link to /contact. */
    askMore: "Something new to ask? {link}.",
    sendMessage: "Send us a message",
  },
  conversation: {
    metaTitle: (service: string | null) => (service === null ? "Your conversation" : `${service}: your conversation`),
    metaDescription: "Your conversation with ADRIG.",
    back: "← All your messages",
    fromContactForm: "Sent from the contact form with your e-mail address.",
    thread: "Conversation",
    replyTitle: "Reply to us",
    notYet: "You can answer here once we have replied; we answer within one business day, here and by e-mail.",
  },
  claim: {
    metaDescription: "A conversation started with your e-mail address, for your messages.",
    logOut: "Log out",
    open: "Open it",
    invalidTitle: "This link no longer works",
    yourMessages: "Your messages",
    sent: (when: string, service: string) => `Sent ${when}, about ${service}. `,
  },
} as const;

/** The staff's inbox (/admin/messages) and one conversation (/admin/messages/:id). */
export const inboxPageText = {
  title: "Inbox",
  nextShortcut: "Next conversation",
  previousShortcut: "Previous conversation",
  openShortcut: "Open the conversation in focus",
  searchLabel: "Search",
  searchPlaceholder: "Names, e-mail, messages, notes",
  searchButton: "Search",
  views: "Views",
  noMatch: (search: string) => `No conversations match “${search}” here.`,
  empty: "Nothing here. Well done.",
  listLabel: (view: string) => `${view} conversations`,
  pages: "Pages",
  previousPage: "Previous page",
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  nextPage: "Next page",
  /** `{key}`: the "?" key. */
  shortcutsHint: "Press {key} for keyboard shortcuts.",
  unread: "Unread",
  waiting: (elapsed: string) => `waiting ${elapsed}`,
  notePrefix: "Note: ",
  staffReplied: (name: string | null) => `${name ?? "ADRIG"} replied`,
  clientWrote: (name: string) => `${name} wrote`,
  assignedTo: "Assigned to",
  unassigned: "Unassigned",
  conversation: {
    metaTitle: (name: string | null) => (name === null ? "Conversation" : `Conversation with ${name}`),
    title: (name: string) => `Conversation with ${name}`,
    back: "Back to the inbox",
    replyShortcut: "Reply: go to the composer",
    replyAgain: "Reply again",
    firstReply: "Answer the client",
    client: "Client",
    name: "Name",
    email: "E-mail",
    sent: "Sent",
    signedIn: "Signed in",
    fromAccount: "Yes, from their account",
    fromContactForm: "No, from the contact form",
    securityCheck: "Security check",
    verified: "Verified",
    notVerified: "Not verified",
    account: "Account",
    hasAccount: "A confirmed account uses this e-mail",
    noAccount: "No account with this e-mail",
  },
} as const;

/** The staff's saved replies (/admin/saved-replies). */
export const savedRepliesPageText = {
  title: "Saved replies",
  name: "Name",
  text: "Text",
  textHint: "{first_name} becomes the client's first name and {service} the service they asked about.",
  saving: "Saving…",
  save: "Save changes",
  add: "Add saved reply",
  delete: (name: string) => `Delete “${name}”`,
  listTitle: "Your saved replies",
  empty: "No saved replies yet. Add the answers you write again and again, such as “Call scheduled”.",
  newTitle: "New saved reply",
} as const;
