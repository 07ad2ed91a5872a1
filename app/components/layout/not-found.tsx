import { Link } from "react-router";

/** The spec's not-found screen; rendered by the catch-all route and by 404 error boundaries. */
export function NotFound() {
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center px-6 pt-[var(--header-height)] text-center">
      <p className="text-7xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-navy-900">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="mt-3 max-w-md text-muted">
        The page you were looking for has moved or never existed.
      </p>
      <Link
        to="/"
        className="mt-8 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Return to Home
      </Link>
    </div>
  );
}
