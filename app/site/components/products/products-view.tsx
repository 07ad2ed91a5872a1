import { Link } from "react-router";
import type { Benefit, ProductIconName } from "~/content/services/types";
import { CheckList, HeadedText, IconBadge } from "~/site/components/templates/parts";
import { Icon } from "~/ui/icons";
import { PageHero } from "~/ui/page/page-hero";

/** What /products' loader sends: the page's words and each product's overview. */
export type ProductsViewData = {
  copy: {
    title: string;
    description: string;
    intro: string;
    problem: string;
    users: string;
    features: string;
    explore: string;
  };
  products: {
    slug: string;
    name: string;
    title: string;
    description: string;
    icon: ProductIconName;
    problem: string;
    users: string;
    features: Benefit[];
    path: string;
  }[];
};

/**
 * /products' content. The route renders it on the server and, in the browser, only after a
 * client-side navigation (routes/products.tsx, decision 027): a first load keeps the server's markup.
 */
export function ProductsView({ copy, products }: ProductsViewData) {
  return (
    <>
      <PageHero title={copy.title} intro={copy.intro} />
      <div className="space-y-10 bg-brand-50 px-6 py-16 sm:py-20">
        {products.map((product) => {
          const headingId = `product-${product.slug}-heading`;
          return (
            <section
              key={product.slug}
              aria-labelledby={headingId}
              className="mx-auto max-w-6xl rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
            >
              <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
                <IconBadge name={product.icon} />
                <div>
                  <h2 id={headingId} className="text-3xl font-extrabold tracking-tight text-navy-900">
                    {product.name}
                  </h2>
                  <p className="mt-1 font-semibold text-brand-700">{product.title}</p>
                  <p className="mt-3 text-lg leading-relaxed text-ink">{product.description}</p>
                </div>
              </div>
              <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_1.2fr]">
                <div>
                  <h3 className="text-lg font-bold text-navy-900">{copy.problem}</h3>
                  <p className="mt-2 leading-relaxed text-muted">{product.problem}</p>
                  <h3 className="mt-6 text-lg font-bold text-navy-900">{copy.users}</h3>
                  <p className="mt-2 leading-relaxed text-muted">{product.users}</p>
                </div>
                <div>
                  <h3 className="text-lg font-bold text-navy-900">{copy.features}</h3>
                  <CheckList
                    className="mt-3 text-ink"
                    items={product.features.map((feature) => (
                      <HeadedText key={feature.title} title={feature.title} text={feature.text} />
                    ))}
                  />
                </div>
              </div>
              <Link
                to={product.path}
                className="mt-8 inline-flex items-center gap-1.5 font-bold text-brand-700 underline-offset-4 hover:underline"
              >
                {`${copy.explore} ${product.name}`}
                <Icon name="arrow-right" className="h-4 w-4" />
              </Link>
            </section>
          );
        })}
      </div>
    </>
  );
}
