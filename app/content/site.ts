/** Brand facts used across the site (DECISIONS: "Brand and facts"). Contact facts live in Footer.json. */
export const site = {
  brand: "ADRIG",
  legalName: "ADRIG Technologies",
  copyrightHolder: "Adrig AI Technologies",
  defaultTitle: "ADRIG - Driving Growth with AI",
  titleSuffix: "ADRIG Technologies",
  defaultDescription:
    "ADRIG empowers businesses with AI solutions, automation and scalable SaaS products: chatbots, custom language models, data analysis and workflow automation from Chennai.",
  defaultKeywords: [
    "AI solutions",
    "business automation",
    "digital transformation",
    "chatbots",
    "machine learning",
    "workflow automation",
  ],
  defaultOgImage: "/images/og-default.png",
  locale: "en_IN",
} as const;
