/**
 * Landing page copy for the sections that are not loaded from
 * /content/landingpage/*.json (hero, stats, about, tagline, what we do,
 * process). The About Us block, stats and tagline are reused on /about.
 */

export type LinkButton = {
  label: string;
  href: string;
};

export type HeroContent = {
  headline: string;
  tagline: string;
  /** [primary, secondary] */
  buttons: [LinkButton, LinkButton];
};

export type Stat = {
  value: string;
  label: string;
};

export type AboutCard = {
  title: string;
  description: string;
};

export type AboutUsContent = {
  /** Anchor id of the section (home auto-scroll target). */
  id: "about-us-section";
  title: string;
  intro: string;
  cards: [AboutCard, AboutCard, AboutCard];
};

export type WhatWeDoCard = {
  slug: string;
  title: string;
  description: string;
  /** Illustration path; decorative next to the visible title. */
  illustration: string;
  /** Service hub for this card, e.g. "/services/chatbot-development". */
  link: string;
};

export type ProcessStep = {
  number: "01" | "02" | "03";
  title: string;
  description: string;
};

export type SectionHeading = {
  title: string;
  subtitle: string;
};

export const hero: HeroContent = {
  headline: "Driving Growth with AI.",
  tagline:
    "We craft workflow automations and bespoke AI solutions for forward-thinking companies",
  buttons: [
    { label: "Our Services", href: "/services" },
    { label: "Get in Touch", href: "/contact" },
  ],
};

export const stats: [Stat, Stat, Stat, Stat] = [
  { value: "30+", label: "Clients in India" },
  { value: "6", label: "Clients in the UK" },
  { value: "2", label: "Clients in the US" },
  { value: "2", label: "Years of delivery" },
];

export const sectionHeadings: {
  partners: SectionHeading;
  whatWeDo: SectionHeading;
  process: SectionHeading;
} = {
  partners: {
    title: "Partners & Clients",
    subtitle:
      "Railways, universities, manufacturers and startups trust us with the systems their teams rely on every day.",
  },
  whatWeDo: {
    title: "What We Do",
    subtitle:
      "From a single chatbot to a complete platform, we design, build and run software that puts AI to practical use.",
  },
  process: {
    title: "Our Process",
    subtitle:
      "A simple, transparent way of working that moves from first conversation to measurable results.",
  },
};

export const aboutUs: AboutUsContent = {
  id: "about-us-section",
  title: "Crafting Tomorrow's Innovation Solution",
  intro:
    "ADRIG Technologies is an AI and software company based in Chennai. We work with railways, educational institutions, FMCG suppliers and fast-moving startups in India, the UK and the US, turning manual, time-consuming processes into reliable systems that save hours every week and surface the insights teams need to grow.",
  cards: [
    {
      title: "Scalable Solutions",
      description:
        "Cloud-native applications and APIs built to grow from a first pilot to thousands of daily users, with sensible hosting costs and no need for a rewrite along the way.",
    },
    {
      title: "AI Automation",
      description:
        "Intelligent workflows that read documents, route requests and update your systems automatically, with people reviewing only the exceptions that need judgement.",
    },
    {
      title: "Data Analysis",
      description:
        "Clean pipelines, trustworthy dashboards and forecasting models that turn scattered spreadsheets and ERP exports into clear, timely decisions.",
    },
  ],
};

export const taglineParagraph =
  "Creativity shapes every solution we design, integrity guides every promise we make, and excellence is the standard we hold ourselves to on every line of code and every client call. That combination is how a young team from Chennai earns the trust of organisations across three countries.";

export const whatWeDo: WhatWeDoCard[] = [
  {
    slug: "chatbot-development",
    title: "Chatbot Development",
    description:
      "Assistants for websites and WhatsApp that answer customers in English, Tamil and Hindi, grounded in your own policies and order data, with a smooth handover to your team.",
    illustration: "/images/what-we-do/chatbot-development.svg",
    link: "/services/chatbot-development",
  },
  {
    slug: "software-development",
    title: "Software Development",
    description:
      "Web, mobile, desktop and SaaS applications engineered for performance and maintainability, including focused MVPs delivered in 20 days.",
    illustration: "/images/what-we-do/software-development.svg",
    link: "/services/software-development",
  },
  {
    slug: "workflow-automations",
    title: "Workflow Automations",
    description:
      "Connect your CRM, ERP, spreadsheets and inboxes so approvals, reports and hand-offs run on their own instead of relying on copy and paste.",
    illustration: "/images/what-we-do/workflow-automations.svg",
    link: "/services/workflow-automations",
  },
  {
    slug: "llm-development",
    title: "LLM Development",
    description:
      "Custom language model solutions, from retrieval over your documents to fine-tuned models, that understand your domain vocabulary and keep sensitive data under control.",
    illustration: "/images/what-we-do/llm-development.svg",
    link: "/services/llm-development",
  },
  {
    slug: "ai-consulting",
    title: "AI Consulting",
    description:
      "Independent advice on where AI will pay off in your business, which tools to choose and how to roll them out, starting with a two to four week assessment.",
    illustration: "/images/what-we-do/ai-consulting.svg",
    link: "/services/ai-consulting",
  },
];

export const processSteps: [ProcessStep, ProcessStep, ProcessStep] = [
  {
    number: "01",
    title: "Analyze",
    description:
      "We map your current process, measure where time and money are lost, and agree the outcomes and metrics that will define success.",
  },
  {
    number: "02",
    title: "Build & Implement",
    description:
      "We deliver in short iterations with regular demos, integrate with the tools your team already uses, and launch with training and documentation.",
  },
  {
    number: "03",
    title: "Maintain & Improve",
    description:
      "We monitor accuracy, cost and performance after launch, fix issues quickly, and refine the system as your data and business evolve.",
  },
];

/** Spec section 8: what the CTA shows when CtaSection.json is missing or invalid. */
export const ctaFallback = {
  heading: "Let's Build the Future Together!",
  subheading: "Ready to transform your business with cutting-edge AI solutions?",
  buttonText: "Schedule a Consultation",
  buttonLink: "/contact",
};
