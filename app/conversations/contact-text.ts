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
