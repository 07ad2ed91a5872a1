import { Link } from "react-router";
import type { SearchResult } from "~/site/search";
import { searchText } from "~/site/search-text";
import { Highlighted } from "./highlighted";

/** The ranked results, each with its kind, its marked title, where it lives and a marked snippet. */
export function SearchResults({ query, results }: { query: string; results: readonly SearchResult[] }) {
  if (results.length === 0) {
    return (
      <div role="status">
        <p className="text-2xl font-extrabold text-navy-900">{searchText.noResults(query)}</p>
        <p className="mt-3 text-lg text-muted">
          {searchText.noResultsHint}{" "}
          <Link to="/services" className="font-semibold text-brand-700 underline underline-offset-4">
            {searchText.services}
          </Link>{" "}
          ·{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-4">
            {searchText.contact}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <p role="status" className="text-lg font-semibold text-muted">
        {searchText.resultCount(results.length, query)}
      </p>
      <ol className="mt-8 space-y-6">
        {results.map((result) => (
          <li
            key={`${result.path}|${result.title.map((s) => s.text).join("")}`}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <p className="text-sm font-bold uppercase tracking-wider text-brand-700">
              {searchText.kinds[result.kind]}
              {result.context ? (
                <span className="font-semibold normal-case tracking-normal text-muted"> · {result.context}</span>
              ) : null}
            </p>
            <h2 className="mt-2 text-xl font-bold text-navy-900">
              <Link to={result.path} className="underline-offset-4 hover:text-brand-700 hover:underline">
                <Highlighted segments={result.title} />
              </Link>
            </h2>
            <p className="mt-2 leading-relaxed text-muted">
              <Highlighted segments={result.snippet} />
            </p>
            <p className="mt-2 text-sm text-slate-600">{result.path.split("#")[0]}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
