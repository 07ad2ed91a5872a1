/** The services overview (/services): its meta and the words around the sections. */
export const servicesPageText = {
  metaTitle: "Our Services",
  metaDescription:
    "AI automation, data analysis, chatbots, workflow automation, custom LLMs and AI consulting from ADRIG, Chennai, plus software development and developer staffing.",
  title: "Our Services",
  intro:
    "From the first forecast to a language model that knows your business: AI and software built around your own data and systems, by an engineering team in Chennai that measures every project against a number you agree.",
  onThisPage: "Services on this page",
  howItWorks: "How It Works",
  benefits: "Benefits",
  seeAll: (service: string) => `See all ${service} services`,
  moreTitle: "Software and Talent",
  closingTitle: "Not Sure Where AI Fits Yet?",
  closingText:
    "Bring us one process that costs your team too much time. In a free consultation we will tell you honestly whether AI, plain automation or neither is the right answer.",
  closingAction: "Schedule a Consultation",
} as const;
