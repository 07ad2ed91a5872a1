import data from "virtual:content/catalogue";
import { buildOverviewSections } from "../derive";
import type { OverviewSection, Product, ServiceCategory, SubService } from "./types";

export { productPath, serviceIllustrationPath, servicePath, subServicePath } from "../derive";
/**
 * The catalogue from services/*.yml and products/*.yml (checked at build time), with the
 * look-ups the route loaders use. Loaders send only their page's slice to the browser.
 */
export type * from "./types";

export const catalogue = data;

/** The service categories, in menu and page order. */
export const serviceCategories: ServiceCategory[] = data.categories;

/** The products, in menu order. */
export const products: Product[] = data.products;

/** The sections of the /services overview page, in display order. */
export const overviewSections: OverviewSection[] = buildOverviewSections(data);

/** The category with this slug, or undefined. */
export function getCategory(slug: string | undefined): ServiceCategory | undefined {
  if (slug === undefined) return undefined;
  return serviceCategories.find((category) => category.slug === slug);
}

/** The sub-service `subSlug` of category `categorySlug`, or undefined. */
export function getSubService(categorySlug: string | undefined, subSlug: string | undefined): SubService | undefined {
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
