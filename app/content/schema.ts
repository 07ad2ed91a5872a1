import * as v from "valibot";

/**
 * The shape of everything under app/content/. The build (scripts/content/) parses the YAML and
 * Markdown files and checks them against these schemas, so a missing field, a wrong count or an
 * unknown icon fails `npm run build` with the file and field named, never a page at run time.
 * The types the app uses are inferred from here: one definition for the check and the type.
 *
 * Plain strings are plain text (no HTML, no Markdown); only blog bodies are Markdown.
 * Relative imports only: this file is also loaded by the Vite config, where `~` is unknown.
 */
import type { categorySchema, productSchema } from "./catalogue-schema";
import { count, faqItem, href, metaDescription, sitePath, slug, text } from "./schema-fields";

export { categorySchema, productSchema } from "./catalogue-schema";
export { iconNames, productIconNames } from "./schema-fields";

/* site.yml ---------------------------------------------------------------------------------- */

const days = v.pipe(v.number(), v.integer(), v.minValue(1));

export const siteSchema = v.object({
  brand: text,
  legalName: text,
  /** Other names people use for the company (schema.org alternateName). */
  alternateNames: v.array(text),
  copyrightHolder: text,
  defaultTitle: text,
  titleSuffix: text,
  defaultDescription: metaDescription,
  defaultKeywords: v.pipe(v.array(text), v.minLength(1)),
  defaultOgImage: sitePath,
  locale: text,
  /** One or two sentences about the company: the footer's "about" text. */
  about: text,
  contact: v.object({
    street: text,
    city: text,
    region: text,
    postalCode: text,
    country: text,
    /** ISO 3166-1 alpha-2, for schema.org. */
    countryCode: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
    phone: text,
    email: v.pipe(v.string(), v.email()),
    /** How soon we usually answer ("one business day"): "We usually reply within …". */
    replyTime: text,
  }),
  /** The person or desk that answers privacy requests (DPDP Act 2023 "grievance officer"). */
  grievanceOfficer: v.object({ name: text, email: v.pipe(v.string(), v.email()) }),
  blog: v.object({ title: text, description: text }),
  /** Retention periods in days, quoted by the privacy notice (legal/privacy.md). */
  retention: v.object({
    sessionIdleDays: days,
    sessionMaxDays: days,
    emailTokenDays: days,
    unconfirmedSignupDays: days,
    turnstileTokenDays: days,
    abuseCounterDays: days,
    knownBrowserDays: days,
    pendingNewsletterDays: days,
    unusedImageDays: days,
    visitorConversationYears: v.pipe(v.number(), v.integer(), v.minValue(1)),
    serverLogDays: days,
    /** A change of e-mail address: how long its undo link works and its record is kept. */
    emailChangeUndoDays: days,
    securityLogDays: days,
  }),
  social: v.array(
    v.object({
      platform: v.picklist(["Instagram", "LinkedIn"]),
      url: v.pipe(v.string(), v.url(), v.startsWith("https://")),
    }),
  ),
  /**
   * Every top-level page that is not part of the catalogue or the blog. A new page needs its
   * route and one entry here: `footer` puts it in the footer's "Company" column (in this order),
   * `sitemap: false` keeps it out of the sitemap, `audit` adds it to the
   * Lighthouse list.
   */
  pages: v.array(
    v.object({
      path: sitePath,
      title: text,
      footer: v.optional(v.boolean(), false),
      legal: v.optional(v.boolean(), false),
      sitemap: v.optional(v.boolean(), true),
      audit: v.optional(v.boolean(), false),
    }),
  ),
});

/* team.yml ------------------------------------------------------------------------------------ */

export const teamSchema = v.object({
  vision: v.object({ heading: text, intro: text }),
  mission: text,
  values: count(
    v.object({ title: v.picklist(["Innovation", "Scalability", "Integrity", "Client-Centric"]), description: text }),
    4,
  ),
  members: count(v.object({ name: text, role: text, bio: text }), 4),
  timeline: v.pipe(
    v.array(v.object({ year: v.pipe(v.number(), v.integer()), title: text, description: text })),
    v.minLength(1),
  ),
});

/* work.yml, plan.yml, about.yml: the copy of /work, /plan and /about ------------------------ */

const closing = v.object({ title: text, text, button: text });

export const workSchema = v.object({
  title: text,
  metaDescription,
  /** For a view filtered by one service; `{service}` is replaced by its title. */
  filteredMetaDescription: v.pipe(text, v.includes("{service}", "must contain {service}")),
  intro: text,
  filterLabel: text,
  allServices: text,
  showing: text,
  labels: v.object({
    product: text,
    caseStudy: text,
    problem: text,
    users: text,
    built: text,
    technology: text,
    outcome: text,
    results: text,
    /** The card's link, named for where it goes: `{page}` is the product's or sub-service's name. */
    readMore: v.pipe(text, v.includes("{page}", "must contain {page}")),
    service: text,
    seeAll: text,
  }),
  closing,
});

export const planSchema = v.object({
  title: text,
  metaDescription,
  intro: text,
  engagementsTitle: text,
  engagementsIntro: text,
  labels: v.object({
    timeframes: text,
    includes: text,
    provides: text,
    receives: text,
    schedule: text,
  }),
  engagements: v.pipe(
    v.array(
      v.object({
        slug,
        name: text,
        summary: text,
        /** Ids of key facts in the catalogue (services/*.yml `keyFacts`); the page quotes them. */
        facts: v.pipe(v.array(slug), v.minLength(1)),
        includes: v.pipe(v.array(text), v.minLength(2)),
        clientProvides: v.pipe(v.array(text), v.minLength(2)),
        clientReceives: v.pipe(v.array(text), v.minLength(2)),
      }),
    ),
    v.minLength(1),
  ),
  faq: v.object({ title: text, items: v.pipe(v.array(faqItem), v.minLength(3)) }),
  closing,
});

const paragraphs = v.pipe(v.array(text), v.minLength(1));

export const aboutSchema = v.object({
  title: text,
  metaDescription,
  intro: text,
  who: v.object({ title: text, paragraphs }),
  where: v.object({ title: text, paragraphs, officeLabel: text }),
  /** The heading and intro of the company's values; the values themselves are team.yml's. */
  values: v.object({ title: text, intro: text }),
  how: v.object({
    title: text,
    intro: text,
    steps: v.pipe(v.array(v.object({ title: text, description: text })), v.minLength(3)),
  }),
  journey: v.object({ title: text, intro: text }),
  people: v.object({ title: text, intro: text, teamLink: text }),
});

/* process.yml ---------------------------------------------------------------------------------- */

/**
 * The way we work, the one source of it: three stages (the home page's "01 Analyze, 02 Build &
 * Implement, 03 Maintain & Improve"), each with a summary and the steps /plan tells in full.
 */
export const processSchema = v.object({
  title: text,
  intro: text,
  /** The link to /plan from the pages that show the stages only. */
  linkLabel: text,
  stages: count(
    v.object({
      title: text,
      summary: text,
      steps: v.pipe(v.array(v.object({ title: text, description: text })), v.minLength(1)),
    }),
    3,
  ),
});

/* landing.yml ------------------------------------------------------------------------------- */

const sectionHeading = v.object({ title: text, subtitle: text });

export const landingSchema = v.object({
  hero: v.object({
    headline: text,
    tagline: text,
    buttons: v.tuple([v.object({ label: text, href }), v.object({ label: text, href })]),
  }),
  stats: count(v.object({ value: text, label: text }), 4),
  sectionHeadings: v.object({ partners: sectionHeading, whatWeDo: sectionHeading, process: sectionHeading }),
  aboutUs: v.object({
    id: v.literal("about-us-section"),
    title: text,
    intro: text,
    cards: count(v.object({ title: text, description: text }), 3),
  }),
  tagline: text,
  /** Cards on the home page; `service` is a category slug, so the card links to its hub. */
  whatWeDo: v.pipe(
    v.array(v.object({ service: slug, title: text, description: text, illustration: sitePath })),
    v.minLength(1),
  ),
  /** Spec section 8: what the CTA shows when CtaSection.json is missing or invalid. */
  ctaFallback: v.object({ heading: text, subheading: text, buttonText: text, buttonLink: href }),
  partners: v.object({
    /** File name of the partner always listed first. */
    first: text,
    /** Logo file name -> display name (docs/decisions/014-routes-and-brand.md). */
    names: v.record(v.string(), text),
  }),
});

/* blog/<slug>.md front matter --------------------------------------------------------------- */

export const postFrontMatterSchema = v.object({
  title: text,
  /** The page's meta description. */
  description: metaDescription,
  /** The teaser on /blog. */
  excerpt: text,
  /** ISO date; YAML reads an unquoted date as a Date, which is accepted too. */
  date: v.pipe(
    v.union([
      v.pipe(
        v.date(),
        v.transform((d) => d.toISOString().slice(0, 10)),
      ),
      v.string(),
    ]),
    v.isoDate("must be a date like 2025-04-02"),
  ),
  tags: v.pipe(v.array(text), v.minLength(1)),
  /** Slugs of exactly two other posts, shown as "Related Articles". */
  related: v.pipe(v.array(slug), v.length(2, "must name exactly two related posts")),
  cover: v.object({ src: sitePath, alt: text }),
});

/* legal/<page>.md front matter ------------------------------------------------------------- */

export const legalFrontMatterSchema = v.object({
  title: text,
  description: metaDescription,
  /** ISO date of the last change, shown as "Last updated". */
  updated: v.pipe(
    v.union([
      v.pipe(
        v.date(),
        v.transform((d) => d.toISOString().slice(0, 10)),
      ),
      v.string(),
    ]),
    v.isoDate("must be a date like 2026-11-23"),
  ),
});
export type LegalPageData = v.InferOutput<typeof legalFrontMatterSchema> & { slug: string; html: string };

/* Output types ------------------------------------------------------------------------------ */

export type ServiceCategoryData = v.InferOutput<typeof categorySchema>;
export type ProductData = v.InferOutput<typeof productSchema>;
export type SiteData = v.InferOutput<typeof siteSchema>;
export type TeamData = v.InferOutput<typeof teamSchema>;
export type LandingData = v.InferOutput<typeof landingSchema>;
export type WorkData = v.InferOutput<typeof workSchema>;
export type PlanData = v.InferOutput<typeof planSchema>;
export type AboutData = v.InferOutput<typeof aboutSchema>;
export type ProcessData = v.InferOutput<typeof processSchema>;
type PostFrontMatter = v.InferOutput<typeof postFrontMatterSchema>;

/** A post after the build: front matter, its slug, the body rendered to HTML and the reading time. */
export type PostData = PostFrontMatter & {
  slug: string;
  /** Body HTML rendered from Markdown at build time (raw HTML in the Markdown is not allowed). */
  html: string;
  /** Minutes at 200 words a minute, rounded up. */
  readMinutes: number;
};

/** The catalogue: categories and products, each list in `order`. */
export type CatalogueData = { categories: ServiceCategoryData[]; products: ProductData[] };
