import { Link } from "react-router";
import type { Suggestion } from "~/site";

/** The spec's not-found screen; rendered by the catch-all route and by 404 error boundaries. */
export function NotFound({ suggestions = [] }: { suggestions?: readonly Suggestion[] }) {
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center px-6 pt-8 pb-12 text-center">
      <p className="text-7xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-navy-900">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="mt-3 max-w-md text-muted">The page you were looking for has moved or never existed.</p>
      {suggestions.length > 0 ? (
        <nav aria-labelledby="did-you-mean" className="mt-8">
          <h2 id="did-you-mean" className="text-lg font-bold text-navy-900">
            Did you mean
          </h2>
          <ul className="mt-3 space-y-2">
            {suggestions.map((page) => (
              <li key={page.path}>
                <Link
                  to={page.path}
                  className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  {page.title}
                </Link>{" "}
                <span className="text-sm text-muted">{page.path}</span>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Link to="/" className="mt-8 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        Return to Home
      </Link>
    </div>
  );
}
