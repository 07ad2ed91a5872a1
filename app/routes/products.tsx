import { productPath, products } from "~/content/services";
import { ProductsView, type ProductsViewData, productsText } from "~/site";

import { seo } from "~/ui/seo";
import type { Route } from "./+types/products";

/**
 * `/products`: an overview of the three products, from each product's file: what it solves, for
 * whom, its main features and a link to its page. The header's "Product" menu leads here without
 * JavaScript, and crawlers reach every product page from it.
 */
export function loader(): ProductsViewData {
  return {
    // The page's own words travel with its data rather than in its client code.
    copy: productsText,
    products: products.map((product) => ({
      slug: product.slug,
      name: product.name,
      title: product.title,
      description: product.shortDescription,
      icon: product.icon,
      problem: product.profile.problem,
      users: product.profile.users,
      features: product.benefits,
      path: productPath(product),
    })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: args.loaderData?.copy.title, description: args.loaderData?.copy.description });

/** A content page (routes/content-layout.tsx): its markup is the browser's as sent. */
export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  return <ProductsView {...loaderData} />;
}
