import { Link } from "react-router";
import { JsonLd } from "~/site/components/json-ld";

export type Crumb = { name: string; path: string };

/**
 * A breadcrumb trail (the last crumb is the current page) and the same trail as schema.org
 * BreadcrumbList data, with absolute URLs on the configured site origin.
 */
export function Breadcrumb({ crumbs, origin }: { crumbs: readonly Crumb[]; origin: string }) {
  const last = crumbs.length - 1;
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-6 text-sm">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-brand-50">
          {crumbs.map((crumb, index) => (
            <li key={crumb.path} className="flex items-center gap-x-2">
              {index > 0 ? (
                <span aria-hidden="true" className="text-brand-200">
                  /
                </span>
              ) : null}
              {index === last ? (
                <span aria-current="page" className="font-semibold text-white">
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.path} className="underline underline-offset-4 hover:text-white">
                  {crumb.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd
        data={{
          "@type": "BreadcrumbList",
          itemListElement: crumbs.map((crumb, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: crumb.name,
            item: new URL(crumb.path, origin).toString(),
          })),
        }}
      />
    </>
  );
}
