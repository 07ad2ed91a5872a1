import type {
  Product,
  ProductSlug,
  ServiceCategory,
  ServiceCategorySlug,
  SubService,
} from "./types";
import { aiAutomation } from "./ai-automation";
import { dataAnalysis } from "./data-analysis";
import { chatbotDevelopment } from "./chatbot-development";
import { workflowAutomations } from "./workflow-automations";
import { llmDevelopment } from "./llm-development";
import { aiConsulting } from "./ai-consulting";
import { softwareDevelopment } from "./software-development";
import { talentAcquisition } from "./talent-acquisition";
import { overviewSections } from "./overview";
import { products } from "./products";

export type * from "./types";

export {
  aiAutomation,
  dataAnalysis,
  chatbotDevelopment,
  workflowAutomations,
  llmDevelopment,
  aiConsulting,
  softwareDevelopment,
  talentAcquisition,
  overviewSections,
  products,
};

/** The eight service categories, in menu and page order. */
export const serviceCategories: ServiceCategory[] = [
  aiAutomation,
  dataAnalysis,
  chatbotDevelopment,
  workflowAutomations,
  llmDevelopment,
  aiConsulting,
  softwareDevelopment,
  talentAcquisition,
];

/** The category with this slug, or undefined. */
export function getCategory(slug: string | undefined): ServiceCategory | undefined {
  if (slug === undefined) return undefined;
  return serviceCategories.find((category) => category.slug === slug);
}

/** The sub-service `subSlug` of category `categorySlug`, or undefined. */
export function getSubService(
  categorySlug: string | undefined,
  subSlug: string | undefined,
): SubService | undefined {
  if (subSlug === undefined) return undefined;
  return getCategory(categorySlug)?.subServices.find((sub) => sub.slug === subSlug);
}

/** The product with this slug, or undefined. */
export function getProduct(slug: string | undefined): Product | undefined {
  if (slug === undefined) return undefined;
  return products.find((product) => product.slug === slug);
}

/** Name used for a category when a sub-service page refers back to it (breadcrumb, back link). */
export function parentTitleOf(category: ServiceCategory): string {
  return category.parentTitle ?? category.title;
}

type HasSlug = { slug: string } | string;

function slugOf(value: HasSlug): string {
  return typeof value === "string" ? value : value.slug;
}

/** "/services/{category}" */
export function servicePath(category: ServiceCategory | ServiceCategorySlug): string {
  return `/services/${slugOf(category)}`;
}

/** "/services/{category}/{sub}" */
export function subServicePath(
  category: ServiceCategory | ServiceCategorySlug,
  sub: SubService | string,
): string {
  return `/services/${slugOf(category)}/${slugOf(sub)}`;
}

/** "/products/{product}" */
export function productPath(product: Product | ProductSlug): string {
  return `/products/${slugOf(product)}`;
}
