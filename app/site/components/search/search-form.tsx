import { Form } from "react-router";
import { SEARCH_PARAM } from "~/site/search";
import { searchText } from "~/site/search-text";

/** The id of the search field: the header's `/` shortcut focuses it (site-header/search-link.tsx names it too). */
const SEARCH_FIELD_ID = "site-search-field";

/**
 * A GET form to /search: without JavaScript the browser submits it as a plain request, with it
 * React Router navigates. The field is focused when the page opens without a query (the header's
 * search button leads here).
 */
export function SearchForm({ query }: { query: string }) {
  return (
    <Form method="get" action="/search" role="search" className="mt-8 max-w-2xl">
      <label htmlFor={SEARCH_FIELD_ID} className="block text-sm font-semibold text-white">
        {searchText.label}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={SEARCH_FIELD_ID}
          type="search"
          name={SEARCH_PARAM}
          defaultValue={query}
          // biome-ignore lint/a11y/noAutofocus: the page is opened to type a search; with a query it is not focused.
          autoFocus={!query}
          autoComplete="off"
          enterKeyHint="search"
          className="min-w-0 flex-1 rounded-full border-2 border-white bg-white px-5 py-3 text-lg text-ink"
        />
        <button
          type="submit"
          className="rounded-full bg-navy-900 px-6 py-3 font-semibold text-white transition-colors hover:bg-navy-800"
        >
          {searchText.button}
        </button>
      </div>
    </Form>
  );
}
