/** The conversations' own texts (the shared ones of the forms stay in app/ui/ui-text.ts). */

import type { Toast } from "~/ui/toasts/toast";

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
