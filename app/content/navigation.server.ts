import { productPath, products, serviceCategories, servicePath, subServicePath } from "~/content/services";

/**
 * The lean slice of the services and products content that the header menus need. The root
 * loader sends it with the page, so the full content module never enters the browser bundle.
 */
function buildSiteNavigation() {
  return {
    categories: serviceCategories.map((category) => ({
      slug: category.slug,
      title: category.title,
      path: servicePath(category),
      subServices: category.subServices.map((sub) => ({
        title: sub.title,
        shortDescription: sub.shortDescription,
        path: subServicePath(category, sub),
      })),
    })),
    products: products.map((product) => ({
      slug: product.slug,
      name: product.name,
      shortDescription: product.shortDescription,
      path: productPath(product),
    })),
  };
}

export type SiteNavigation = ReturnType<typeof buildSiteNavigation>;

/** Derived from static content, so built once per isolate rather than on every page render. */
export const siteNavigation: SiteNavigation = buildSiteNavigation();
