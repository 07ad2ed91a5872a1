/**
 * The public site's toasts and the few words of its smaller pages that the content files do not
 * carry (the words several domains share stay in app/ui/ui-text.ts). A larger page's words are in
 * a module of their own, which only that page loads: blog-text.ts, services-text.ts,
 * team-text.ts, search-text.ts.
 */

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

/** /about's title (its copy is in app/content/about.yml). */
export const aboutText = { metaTitle: "About Us" } as const;

/** /privacy and /terms, around their Markdown. */
export const legalText = { updated: "Last updated" } as const;

/** /products: sent with the page's data (its loader), not in its client code. */
export const productsText = {
  title: "Our Products",
  description:
    "RBMS for rolling block management on Southern Railway, ArivuBot for AI chatbots and BillzApp for FMCG billing and inventory: the products ADRIG builds and runs.",
  intro:
    "Three products we build, run and keep improving: each started from one customer's daily problem and now serves many.",
  problem: "What it solves",
  users: "Who it is for",
  features: "Main features",
  explore: "Explore",
} as const;

/** The breadcrumbs of a sub-service's page, before its hub and itself. */
export const subServiceText = { home: "Home", services: "Services" } as const;

/**
 * The service pages' calls to action say where they lead: the one consultation call of a page
 * opens /book; every other button opens the contact form, and says so.
 */
export const callToActionText = {
  contactAbout: (topic: string) => `Contact us about ${topic}`,
} as const;

/** A service hub (/services/:category), around its sub-services. */
export const serviceCategoryText = {
  subServices: (category: string) => `Our ${category} Services`,
  explore: "Explore",
} as const;
