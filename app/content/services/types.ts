/**
 * Types for the static service, sub-service and product content.
 *
 * Counts that the page templates rely on (6 key features, 6 benefits, 4 FAQ
 * items, ...) are encoded as tuple types so a missing or extra item is a
 * compile error. Tuples are plain arrays at run time and are assignable to
 * `T[]`, so components can accept `T[]` props.
 *
 * All strings are plain text: no HTML, no markdown.
 */

/* ------------------------------------------------------------------ */
/* Helpers                                                            */
/* ------------------------------------------------------------------ */

export type Exactly4<T> = [T, T, T, T];
export type Exactly5<T> = [T, T, T, T, T];
export type Exactly6<T> = [T, T, T, T, T, T];
export type TwoOrThree<T> = [T, T] | [T, T, T];
export type FourToSix<T> = [T, T, T, T] | [T, T, T, T, T] | [T, T, T, T, T, T];
/** At least one item. */
export type NonEmpty<T> = [T, ...T[]];

/* ------------------------------------------------------------------ */
/* Icons                                                              */
/* ------------------------------------------------------------------ */

/** Icons used for the eight service categories. */
export type CategoryIconName =
  | "brain"
  | "chart"
  | "chat"
  | "workflow"
  | "language"
  | "compass"
  | "code"
  | "users";

/** Icons used for the three products. */
export type ProductIconName = "railway" | "bot" | "receipt";

/**
 * Every icon name referenced by the content (categories, products, feature
 * cards, technology cards, skill cards). Names follow the Lucide naming where
 * one exists, so a `Record<IconName, ...>` map in the UI can stay exhaustive.
 */
export type IconName =
  | CategoryIconName
  | ProductIconName
  | "target"
  | "trending-up"
  | "shield"
  | "database"
  | "cloud"
  | "plug"
  | "gauge"
  | "layers"
  | "search"
  | "bell"
  | "clock"
  | "lock"
  | "globe"
  | "smartphone"
  | "monitor"
  | "server"
  | "cpu"
  | "sparkles"
  | "document"
  | "settings"
  | "refresh"
  | "link"
  | "calendar"
  | "rocket"
  | "cart"
  | "mail"
  | "filter"
  | "package"
  | "check"
  | "lightbulb"
  | "git-branch"
  | "test"
  | "terminal"
  | "eye"
  | "headset"
  | "zap";

/* ------------------------------------------------------------------ */
/* Shared building blocks                                             */
/* ------------------------------------------------------------------ */

export interface FaqItem {
  question: string;
  answer: string;
}

/** A card in a grid: technology, methodology step, skill, SaaS feature. */
export interface InfoCard {
  name: string;
  description: string;
  icon: IconName;
}

export interface ProcessStep {
  title: string;
  description: string;
}

/** Case study on a category or product page ("Success Stories"). */
export interface CaseStudy {
  title: string;
  description: string;
  /** One line of claimed results, e.g. "32% fewer stock-outs in six months". */
  results: string;
}

/* ------------------------------------------------------------------ */
/* Sub-service pages                                                  */
/* ------------------------------------------------------------------ */

export interface KeyFeature {
  title: string;
  description: string;
  icon: IconName;
}

export interface SubServiceBenefit {
  title: string;
  description: string;
}

/** Case study card on a sub-service page ("Case Study {n}", "Verified Results"). */
export interface SubServiceCaseStudy {
  title: string;
  description: string;
  /** Short result lines with claimed figures. */
  results: NonEmpty<string>;
}

/** Predictive Analytics: five methodology cards and a four-question FAQ. */
export interface MethodologySection {
  kind: "methodology";
  title: string;
  intro: string;
  cards: Exactly5<InfoCard>;
  faq: Exactly4<FaqItem>;
}

/** Machine Learning: six technology cards and a four-step process. */
export interface TechnologiesSection {
  kind: "technologies";
  title: string;
  intro: string;
  technologies: Exactly6<InfoCard>;
  processTitle: string;
  process: Exactly4<ProcessStep>;
}

export type IntegrationPlatformCategory = "CRM" | "ERP" | "Marketing" | "Business Intelligence";

export interface IntegrationRow {
  category: IntegrationPlatformCategory;
  platforms: NonEmpty<string>;
  /** What the AI adds inside this kind of platform. */
  description: string;
}

export interface ComparisonRow {
  feature: string;
  /** The traditional approach never meets the feature. */
  traditional: { text: string; met: false };
  /** ADRIG's approach always meets the feature. */
  adrig: { text: string; met: true };
}

/** AI Integration: integrations table by platform category and a five-row comparison. */
export interface IntegrationsSection {
  kind: "integrations";
  title: string;
  intro: string;
  /** One row per platform category, in the order CRM, ERP, Marketing, Business Intelligence. */
  integrations: Exactly4<IntegrationRow>;
  comparisonTitle: string;
  comparison: Exactly5<ComparisonRow>;
}

/** Software development and talent pages: a titled card grid and a four-item FAQ. */
export interface CardsSection {
  kind: "cards";
  /** e.g. "Technology Stack", "Core SaaS Features", "Core Skills". */
  title: string;
  intro: string;
  cards: Exactly6<InfoCard>;
  faq: Exactly4<FaqItem>;
}

export interface MvpPhase {
  /** Display label, e.g. "Days 1-3". */
  days: string;
  startDay: number;
  endDay: number;
  title: string;
  description: string;
  tasks: NonEmpty<string>;
}

/** MVP page: the 20-day schedule and a four-item FAQ. */
export interface MvpSection {
  kind: "mvp";
  title: string;
  intro: string;
  schedule: Exactly5<MvpPhase>;
  faq: Exactly4<FaqItem>;
}

export type ExtraSection =
  | MethodologySection
  | TechnologiesSection
  | IntegrationsSection
  | CardsSection
  | MvpSection;

export type ExtraSectionKind = ExtraSection["kind"];

export interface SubService {
  slug: string;
  title: string;
  /** One sentence for menu cards, at most 110 characters. */
  shortDescription: string;
  /** Unique page meta description, at most 160 characters. */
  metaDescription: string;
  /** Intro paragraphs, in order. */
  description: NonEmpty<string>;
  keyFeatures: Exactly6<KeyFeature>;
  benefits: Exactly6<SubServiceBenefit>;
  caseStudies: TwoOrThree<SubServiceCaseStudy>;
  extra?: ExtraSection;
}

/* ------------------------------------------------------------------ */
/* Service categories                                                 */
/* ------------------------------------------------------------------ */

export type ServiceCategorySlug =
  | "ai-automation"
  | "data-analysis"
  | "chatbot-development"
  | "workflow-automations"
  | "llm-development"
  | "ai-consulting"
  | "software-development"
  | "talent-acquisition";

export interface ServiceCategory {
  slug: ServiceCategorySlug;
  title: string;
  /** One sentence for the services menu, at most 110 characters. */
  shortDescription: string;
  /** Unique page meta description, at most 160 characters. */
  metaDescription: string;
  subtitle: string;
  description: string;
  icon: CategoryIconName;
  howItWorks: string;
  /** 4 to 6 items, each formatted "Heading: text". */
  benefits: FourToSix<string>;
  caseStudies?: TwoOrThree<CaseStudy>;
  faqItems?: Exactly4<FaqItem>;
  subServices: NonEmpty<SubService>;
  /**
   * Name used for this category when a sub-service page refers back to it
   * (breadcrumb, "back to" link). Falls back to `title` when absent.
   */
  parentTitle?: string;
}

/* ------------------------------------------------------------------ */
/* Services overview page                                             */
/* ------------------------------------------------------------------ */

export type OverviewSectionId = Exclude<
  ServiceCategorySlug,
  "software-development" | "talent-acquisition"
>;

export interface OverviewSection {
  id: OverviewSectionId;
  title: string;
  subtitle: string;
  description: string;
  howItWorks: string;
  /** Exactly four, each formatted "Heading: text". */
  benefits: Exactly4<string>;
}

/* ------------------------------------------------------------------ */
/* Products                                                           */
/* ------------------------------------------------------------------ */

export type ProductSlug = "rbms" | "arivubot" | "billzapp";

export interface Product {
  slug: ProductSlug;
  /** Short product name, e.g. "RBMS". */
  name: string;
  /** Page title, e.g. "RBMS: Rolling Block Management System". */
  title: string;
  /** One sentence for the product menu, at most 110 characters. */
  shortDescription: string;
  /** Unique page meta description, at most 160 characters. */
  metaDescription: string;
  subtitle: string;
  description: string;
  icon: ProductIconName;
  howItWorks: string;
  /** 4 to 6 items, each formatted "Heading: text". */
  benefits: FourToSix<string>;
  caseStudies?: TwoOrThree<CaseStudy>;
  faqItems?: Exactly4<FaqItem>;
}
