import * as v from "valibot";
import {
  benefit,
  between,
  caseStudy,
  categoryIconNames,
  count,
  faqItem,
  icon,
  infoCard,
  keyFacts,
  metaDescription,
  processStep,
  productIconNames,
  shortDescription,
  slug,
  text,
} from "./schema-fields";

/**
 * The catalogue's shape (app/content/services/): sub-service pages, categories and products.
 * Part of app/content/schema.ts; relative imports only, as there.
 */

/* Sub-service pages ------------------------------------------------------------------------ */

const keyFeature = v.object({ title: text, description: text, icon });
const subServiceBenefit = v.object({ title: text, description: text });
const subServiceCaseStudy = v.object({
  title: text,
  description: text,
  results: v.pipe(v.array(text), v.minLength(1)),
  /** The client, named with their consent: only then does the card claim "Verified Results". */
  client: v.optional(text),
});

const methodologySection = v.object({
  kind: v.literal("methodology"),
  title: text,
  intro: text,
  cards: count(infoCard, 5),
  faq: count(faqItem, 4),
});
const technologiesSection = v.object({
  kind: v.literal("technologies"),
  title: text,
  intro: text,
  technologies: count(infoCard, 6),
  processTitle: text,
  process: count(processStep, 4),
});
const integrationRow = v.object({
  category: v.picklist(["CRM", "ERP", "Marketing", "Business Intelligence"]),
  platforms: v.pipe(v.array(text), v.minLength(1)),
  description: text,
});
const comparisonRow = v.object({
  feature: text,
  traditional: v.object({ text, met: v.literal(false) }),
  adrig: v.object({ text, met: v.literal(true) }),
});
const integrationsSection = v.object({
  kind: v.literal("integrations"),
  title: text,
  intro: text,
  integrations: count(integrationRow, 4),
  comparisonTitle: text,
  comparison: count(comparisonRow, 5),
});
const cardsSection = v.object({
  kind: v.literal("cards"),
  title: text,
  intro: text,
  cards: count(infoCard, 6),
  faq: count(faqItem, 4),
});
const mvpPhase = v.object({
  days: text,
  startDay: v.pipe(v.number(), v.integer(), v.minValue(1)),
  endDay: v.pipe(v.number(), v.integer(), v.maxValue(20)),
  title: text,
  description: text,
  tasks: v.pipe(v.array(text), v.minLength(1)),
});
const mvpSection = v.object({
  kind: v.literal("mvp"),
  title: text,
  intro: text,
  schedule: count(mvpPhase, 5),
  faq: count(faqItem, 4),
});
const extraSection = v.variant("kind", [
  methodologySection,
  technologiesSection,
  integrationsSection,
  cardsSection,
  mvpSection,
]);

const subService = v.object({
  slug,
  title: text,
  shortDescription,
  metaDescription,
  /** Intro paragraphs, in order. */
  description: v.pipe(v.array(text), v.minLength(1)),
  keyFeatures: count(keyFeature, 6),
  benefits: count(subServiceBenefit, 6),
  caseStudies: between(subServiceCaseStudy, 2, 3),
  extra: v.optional(extraSection),
  keyFacts,
});

/* Categories and products ------------------------------------------------------------------ */

/** The category's section on /services; its title is the category's own. */
const overview = v.object({
  subtitle: text,
  description: text,
  howItWorks: text,
  benefits: count(benefit, 4),
});

export const categorySchema = v.object({
  slug,
  /** Position in menus, on /services and in the footer (1 = first). */
  order: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: text,
  shortDescription,
  metaDescription,
  subtitle: text,
  description: text,
  icon: v.picklist(categoryIconNames),
  howItWorks: text,
  benefits: between(benefit, 4, 6),
  caseStudies: v.optional(between(caseStudy, 2, 3)),
  faqItems: v.optional(count(faqItem, 4)),
  /** Name used when a sub-service page refers back to the category; defaults to `title`. */
  parentTitle: v.optional(text),
  /** Present for the categories on the /services overview; they are also the contact form's options. */
  overview: v.optional(overview),
  keyFacts,
  subServices: v.pipe(v.array(subService), v.minLength(1)),
});

export const productSchema = v.object({
  slug,
  order: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Short product name, e.g. "RBMS". */
  name: text,
  /** Page title, e.g. "RBMS: Rolling Block Management System". */
  title: text,
  shortDescription,
  metaDescription,
  subtitle: text,
  description: text,
  icon: v.picklist(productIconNames),
  howItWorks: text,
  benefits: between(benefit, 4, 6),
  caseStudies: v.optional(between(caseStudy, 2, 3)),
  faqItems: v.optional(count(faqItem, 4)),
  /** The product as a case study on /work and its summary on /products. */
  profile: v.object({
    /** The category whose work it is (a category slug): /work files it there. */
    service: slug,
    problem: text,
    users: text,
    built: text,
    technology: text,
    outcome: text,
  }),
});
