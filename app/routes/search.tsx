import {
  MAX_QUERY_CHARS,
  readSearchQuery,
  SEARCH_PARAM,
  SearchForm,
  SearchResults,
  searchHref,
  searchText,
} from "~/site";

import { searchIndex, searchSite } from "~/site/index.server";

import { PageHero } from "~/ui/page/page-hero";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/search";

/**
 * `/search?q=`: the whole public site, searched on the server from the index built at build time
 * (no database). Any input answers 200: the query is normalised and cut to MAX_QUERY_CHARS, and
 * the page says when it was cut. The edge cache keeps one answer per normalised query
 * (workers/edge-cache/policy.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  const { query, truncated } = readSearchQuery(new URL(request.url).searchParams.get(SEARCH_PARAM));
  return { query, truncated, results: query ? searchSite(searchIndex, query) : null };
}

export const meta: Route.MetaFunction = (args) => {
  const query = args.loaderData?.query ?? "";
  return seo(args, {
    title: query ? `${searchText.title}: ${query}` : searchText.title,
    description: searchText.metaDescription,
    canonicalUrl: searchHref(query),
  });
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, truncated, results } = loaderData;
  return (
    <>
      <PageHero title={searchText.title} intro={<p>{searchText.intro}</p>}>
        <SearchForm key={query} query={query} />
        {truncated ? (
          <p className="mt-4 max-w-2xl font-semibold text-white">{searchText.truncated(MAX_QUERY_CHARS)}</p>
        ) : null}
      </PageHero>
      {results ? (
        <section aria-label={searchText.resultsLabel} className="bg-brand-50 px-6 py-14 sm:py-16">
          <div className="mx-auto max-w-4xl">
            <SearchResults query={query} results={results} />
          </div>
        </section>
      ) : null}
    </>
  );
}
