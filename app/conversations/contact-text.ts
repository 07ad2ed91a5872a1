/** The contact page (/contact): its meta and what it says around the form. */
export const contactPageText = {
  // The way to /book beside the form; {link} is "Schedule a Consultation".
  preferToTalk: "Prefer to talk? {link} at a time that suits you.",
  scheduleConsultation: "Schedule a Consultation",
  metaTitle: "Contact Us",
  metaDescription: (replyTime: string) =>
    `Talk to ADRIG about AI automation, chatbots, custom language models, data analysis or software development. Our Chennai team replies within ${replyTime}.`,
  title: "Contact Us",
  intro: "Have questions? Our team is ready to help with your AI needs.",
  sendTitle: "Send a Message",
  yourMessages: (count: number | null) => (count === null ? "Your messages" : `Your messages (${count})`),
  /** What the form's place says once a message is sent (the toast says "Success" too). */
  sent: {
    title: "Thank you. We have your message.",
    replyTime: (replyTime: string) => `We usually reply within ${replyTime}, by e-mail.`,
    copied: (email: string) => `A copy of your message is on its way to ${email}.`,
    /** A visitor's: the mail to an address nobody proved says only that a message arrived. */
    noted: (email: string) => `A note that we have your message is on its way to ${email}.`,
    replyTo: (email: string) => `Our reply will come to ${email}.`,
    follow: "Follow the conversation in Your Messages",
    another: "Send another message",
  },
} as const;

/**
 * A visitor's message sent without JavaScript (docs/decisions/010-contact-messages.md): the human
 * check needs JavaScript, so the message is mailed back to its sender as a link, and reaches us
 * when its page's button is pressed. Nothing the sender typed is shown on that page: anyone may
 * type anyone's address, and the page is opened from that address's mail.
 */
export const contactByMailText = {
  /** Beside "Send Message", in <noscript>: what will happen, before anything is sent. */
  note: "Without JavaScript we cannot run the human check, so we will e-mail you a link: your message reaches us when you open it and press Send, within an hour. Files need JavaScript: send your message without them, and attach them when you answer our reply by e-mail.",
  filesNeedJavaScript:
    "Files cannot be sent without JavaScript. Send your message without them, and attach them when you answer our reply by e-mail.",
  tooLong:
    "Without JavaScript, a message this long cannot be confirmed by e-mail. Shorten it, or send it with JavaScript on.",
  /** In the form's place once the link is on its way. */
  mailedTitle: "Check your inbox",
  mailedText: (email: string) =>
    `We have e-mailed a link to ${email}. Your message reaches us when you open it and press Send, within an hour.`,
  mailedNothingYet: "Until then nothing is sent or kept. If the e-mail does not arrive, check your spam folder.",
  /** The link's page (/contact/confirm). */
  title: "Confirm your message",
  intro:
    "A message to ADRIG was written on our contact form with this e-mail address, in a browser without JavaScript. It reaches us when you send it here.",
  notYou: "If you did not write to us, close this page: nothing is sent.",
  button: "Send the message",
  busy: "Sending...",
  sentTitle: "Thank you. We have your message.",
  sentText: (replyTime: string) => `We usually reply within ${replyTime}, by e-mail to the address you gave.`,
  follow: "See the conversation",
  followHint: "Sign in, or create an account with the same e-mail address, to follow it on our site.",
  linkInvalid: "This link does not work: it has expired (a link works for an hour) or it was changed.",
  linkUsed: "This link has already been used: your message reached us.",
  writeAgain: "Write to us again",
} as const;
