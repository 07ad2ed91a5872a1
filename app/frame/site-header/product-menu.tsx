import { MenuCard } from "./menu-card";
import { useSiteNavigation } from "./use-site-navigation";

/** The Product panel: a three-column grid of product cards. */
export function ProductMenu() {
  const { products } = useSiteNavigation();
  return (
    <ul className="grid w-[min(48rem,calc(100vw-2rem))] grid-cols-3 gap-3 rounded-2xl bg-white p-4 text-ink shadow-2xl ring-1 ring-black/5">
      {products.map((product) => (
        <li key={product.slug}>
          <MenuCard to={product.path} title={product.name} description={product.shortDescription} size="md" />
        </li>
      ))}
    </ul>
  );
}
