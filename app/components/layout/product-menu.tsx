import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { Link } from "react-router";
import { useSiteNavigation } from "./use-site-navigation";

/** The Product panel: a three-column grid of product cards. */
export function ProductMenu() {
  const { products } = useSiteNavigation();
  return (
    <ul className="grid w-[min(48rem,calc(100vw-2rem))] grid-cols-3 gap-3 rounded-2xl bg-white p-4 text-ink shadow-2xl ring-1 ring-black/5">
      {products.map((product) => (
        <li key={product.slug}>
          <NavigationMenu.Link asChild>
            <Link
              to={product.path}
              className="block h-full rounded-xl border border-slate-200 p-4 transition-colors hover:border-brand-300 hover:bg-brand-50"
            >
              <span className="block font-bold text-navy-900">{product.name}</span>
              <span className="mt-1.5 block text-sm leading-relaxed text-muted">{product.shortDescription}</span>
            </Link>
          </NavigationMenu.Link>
        </li>
      ))}
    </ul>
  );
}
