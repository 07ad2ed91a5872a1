/** The contact page (/contact): its meta and what it says around the form. */
export const contactPageText = {
  // The way to /book beside the form; {link} is "Schedule a Consultation".
  preferToTalk: "Prefer to talk? {link} at a time that suits you.",
  scheduleConsultation: "Schedule a Consultation",
  metaTitle: "Contact Us",
  metaDescription:
    "Talk to ADRIG about AI automation, chatbots, custom language models, data analysis or software development. Our Chennai team replies within one business day.",
  title: "Contact Us",
  intro: "Have questions? Our team is ready to help with your AI needs.",
  sendTitle: "Send a Message",
  yourMessages: (count: number | null) => (count === null ? "Your messages" : `Your messages (${count})`),
} as const;
