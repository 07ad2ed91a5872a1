import { productPath, products } from "~/content/services";
import type { ProductsViewData } from "~/site/components/products/products-view";
import { deferredModule } from "~/ui/deferred-module";
import { seo } from "~/ui/seo";
import { StaticIsland } from "~/ui/static-island";
import type { Route } from "./+types/products";

/** The page's components: loaded before it renders, in the browser only for a client-side navigation. */
const view = deferredModule(() => import("~/site/components/products/products-view"));

/**
 * `/products`: an overview of the three products, from each product's file: what it solves, for
 * whom, its main features and a link to its page. The header's "Product" menu leads here without
 * JavaScript, and crawlers reach every product page from it.
 */
export async function loader(): Promise<ProductsViewData> {
  await view.load();
  return {
    // The page's own words travel with its data rather than in its client code.
    copy: {
      title: "Our Products",
      description:
        "RBMS for rolling block management on Southern Railway, ArivuBot for AI chatbots and BillzApp for FMCG billing and inventory: the products ADRIG builds and runs.",
      intro:
        "Three products we build, run and keep improving: each started from one customer's daily problem and now serves many.",
      problem: "What it solves",
      users: "Who it is for",
      features: "Main features",
      explore: "Explore",
    },
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

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => view.withData(serverLoader);

/** Text and links only: a first load keeps the server's markup and ships none of the page's components (decision 027). */
export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const View = view.current()?.ProductsView;
  return <StaticIsland>{View ? <View {...loaderData} /> : null}</StaticIsland>;
}
