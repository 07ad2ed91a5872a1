/** The client's pages (/messages, a conversation, a claim link): their meta and their words. */
export const clientPageText = {
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
