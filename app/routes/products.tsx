import { Link } from "react-router";
import { PageHero } from "~/components/page/page-hero";
import { IconBadge, Section } from "~/components/templates/parts";
import { productPath, products } from "~/content/services";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/products";

/**
 * `/products`: the three products with their descriptions. The header's "Product" menu leads here
 * without JavaScript, and crawlers reach every product page from it.
 */
export function loader() {
  return {
    products: products.map((product) => ({
      slug: product.slug,
      name: product.name,
      title: product.title,
      description: product.shortDescription,
      icon: product.icon,
      path: productPath(product),
    })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Our Products",
    description:
      "RBMS for rolling block management on Southern Railway, ArivuBot for AI chatbots and BillzApp for FMCG billing and inventory: the products ADRIG builds and runs.",
  });

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="Our Products"
        intro="Three products we build, run and keep improving: each started from one customer's daily problem and now serves many."
      />
      <Section title="Explore Our Products">
        <ul className="grid gap-6 md:grid-cols-3">
          {loaderData.products.map((product) => (
            <li key={product.slug}>
              <Link
                to={product.path}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-colors hover:border-brand-400"
              >
                <IconBadge name={product.icon} />
                <span className="mt-4 text-xl font-bold text-navy-900 group-hover:text-brand-700">{product.name}</span>
                <span className="mt-1 text-sm font-semibold text-brand-700">{product.title}</span>
                <span className="mt-3 leading-relaxed text-muted">{product.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
