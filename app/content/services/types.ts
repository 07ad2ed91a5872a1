/**
 * Names for the parts of the catalogue, all inferred from app/content/schema.ts (the schema the
 * build checks the YAML against), so the check and the types cannot drift apart.
 */
import type { iconNames, ProductData, productIconNames, ServiceCategoryData } from "../schema";

export type { OverviewSection } from "../derive";

export type IconName = (typeof iconNames)[number];
export type ProductIconName = (typeof productIconNames)[number];

export type ServiceCategory = ServiceCategoryData;
export type Product = ProductData;
export type SubService = ServiceCategory["subServices"][number];

/** "Key Benefits" on hubs, products and the overview: a heading and one sentence. */
export type Benefit = ServiceCategory["benefits"][number];
export type CaseStudy = NonNullable<ServiceCategory["caseStudies"]>[number];
export type FaqItem = NonNullable<ServiceCategory["faqItems"]>[number];

export type ExtraSection = NonNullable<SubService["extra"]>;
export type MethodologySection = Extract<ExtraSection, { kind: "methodology" }>;
export type TechnologiesSection = Extract<ExtraSection, { kind: "technologies" }>;
export type IntegrationsSection = Extract<ExtraSection, { kind: "integrations" }>;
export type CardsSection = Extract<ExtraSection, { kind: "cards" }>;
export type MvpSection = Extract<ExtraSection, { kind: "mvp" }>;
export type ComparisonRow = IntegrationsSection["comparison"][number];
export type InfoCard = CardsSection["cards"][number];
