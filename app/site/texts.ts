/** The public site's own texts (the words several domains share stay in app/ui/ui-text.ts). */

import type { Toast } from "~/ui/toasts/toast";

/** The toasts of the article's share buttons. */
export const siteToasts = {
  linkCopied: { kind: "success", title: "Link copied", description: "The article's address is on your clipboard." },
  linkNotCopied: (url: string): Toast => ({
    kind: "error",
    title: "Could not copy the link",
    description: `Copy it by hand: ${url}`,
  }),
} as const satisfies Record<string, Toast | ((url: string) => Toast)>;

/** The public site's words the content files do not carry: pages' meta and the words around their content. */
export const sitePageText = {
  about: { metaTitle: "About Us" },
  blog: {
    metaDescription:
      "Practical articles from ADRIG on generative AI, moving AI from pilot to production, data-driven decisions, ethical AI, support chatbots and automation ROI.",
    keywords: ["AI blog", "generative AI", "AI implementation", "AI ethics", "chatbots", "automation ROI"],
    pastIssues: (newsletter: string) => `Past issues of ${newsletter}`,
    monthlyNewsletter: ", our monthly newsletter",
    featured: "Featured Article",
    latest: "Latest Posts",
  },
  article: {
    back: "Back to Blog",
    /** `{name}`: the company's legal name, in bold. */
    publishedBy: "Published by {name}",
    share: "Share this article",
    related: "Related Articles",
    read: "Read Article",
  },
  legal: { updated: "Last updated" },
  products: {
    title: "Our Products",
    description:
      "RBMS for rolling block management on Southern Railway, ArivuBot for AI chatbots and BillzApp for FMCG billing and inventory: the products ADRIG builds and runs.",
    intro:
      "Three products we build, run and keep improving: each started from one customer's daily problem and now serves many.",
    problem: "What it solves",
    users: "Who it is for",
    features: "Main features",
    explore: "Explore",
  },
  services: {
    metaTitle: "Our Services",
    metaDescription:
      "AI automation, data analysis, chatbots, workflow automation, custom LLMs and AI consulting from ADRIG, Chennai, plus software development and developer staffing.",
    title: "Our Services",
    intro:
      "From the first forecast to a language model that knows your business: AI and software built around your own data and systems, by an engineering team in Chennai that measures every project against a number you agree.",
    onThisPage: "Services on this page",
    howItWorks: "How It Works",
    benefits: "Benefits",
    learnMore: (service: string) => `Learn More About ${service}`,
    seeAll: (service: string) => `See all ${service} services`,
    moreTitle: "Software and Talent",
    closingTitle: "Not Sure Where AI Fits Yet?",
    closingText:
      "Bring us one process that costs your team too much time. In a free consultation we will tell you honestly whether AI, plain automation or neither is the right answer.",
    closingAction: "Schedule a Consultation",
  },
  /** The breadcrumbs of a sub-service's page, before its hub and itself. */
  subService: { home: "Home", services: "Services" },
  serviceCategory: {
    subServices: (category: string) => `Our ${category} Services`,
    explore: "Explore",
  },
  team: {
    metaTitle: "Our Vision and Team",
    metaDescription:
      "The people behind ADRIG Technologies in Chennai: our mission, the values we work by, the team that leads our AI and software delivery, and our story since 2017.",
    keywords: ["ADRIG team", "AI company Chennai", "company vision", "AI careers", "technology partner"],
    mission: "Our Mission and Values",
    people: "Meet the Team",
    peopleIntro: "A small senior team that stays with every project from the first workshop to long after launch.",
    journey: "Our Journey",
    joinTitle: "Build a Smarter Future With Us",
    joinText:
      "Engineers who like shipping AI that works, and organisations with a process worth automating: we would like to hear from you.",
    join: "Join Our Team",
    partner: "Partner With Us",
  },
} as const;
