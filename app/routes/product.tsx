import { socialCardPath } from "~/content/derive";
import { getProduct, productPath } from "~/content/services";
import { pickServiceDetail, ServiceDetailTemplate } from "~/site";
import { notFound } from "~/site/index.server";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/product";

/** A product page: `/products/rbms`, `/products/arivubot` or `/products/billzapp`. */
export function loader({ params, request }: Route.LoaderArgs) {
  const product = getProduct(params.product);
  if (!product) notFound(request);
  return {
    path: productPath(product),
    metaDescription: product.metaDescription,
    content: pickServiceDetail(product),
    heroImage: `/images/products/${product.slug}.svg`,
    // The service the product belongs to: the one its calls to action choose on /contact and /book.
    service: product.profile.service,
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.loaderData?.content.title,
    description: args.loaderData?.metaDescription,
    canonicalUrl: args.loaderData?.path,
    ogImage: args.loaderData ? socialCardPath(args.loaderData.path) : undefined,
  });

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return (
    <ServiceDetailTemplate
      content={loaderData.content}
      images={{ hero: loaderData.heroImage }}
      service={loaderData.service}
    />
  );
}
