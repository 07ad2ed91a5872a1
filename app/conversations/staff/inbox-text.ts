/**
 * The staff's screens of conversations: the inbox, one conversation and the saved replies. In a
 * module of their own: public pages never load the staff's words.
 */

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
    closeShortcut: "Close it and open the next",
    assignShortcut: "Assign it to me",
    replyAgain: "Reply again",
    firstReply: "Answer the client",
    client: "Client",
    name: "Name",
    email: "E-mail",
    sent: "Sent",
    signedIn: "Signed in",
    /** How it came (InboxConversation's `origin`). */
    origins: {
      "signed-in": "Yes, from their account",
      added: "No, from the contact form; added to their account later",
      "signed-out": "No, from the contact form",
    },
    /** Beside the e-mail of a conversation whose account's address changed since its first message. */
    sentFrom: "First written from",
    securityCheck: "Security check",
    verified: "Verified",
    notVerified: "Not verified",
    account: "Account",
    /** Its account (InboxConversation's `account`): linked facts never contradict "Signed in". */
    accounts: {
      linked: "Theirs: replies go to the account's address",
      address: "Not added to it; a confirmed account uses this e-mail",
      none: "No account with this e-mail",
    },
  },
  /** Where it came from (app/conversations/staff/visit-facts.tsx): as the visitor's own tab told it. */
  visit: {
    title: "Where it came from",
    channel: "Channel",
    channels: { form: "Contact form", email: "E-mail", booking: "Booked consultation" },
    fromPage: "Sent from",
    landingPage: "First page of the visit",
    referrer: "Referring site",
    campaign: "Campaign",
    source: "Source / medium",
    notTold: "The browser told nothing more (no JavaScript, or nothing to tell).",
  },
} as const;
