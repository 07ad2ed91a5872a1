import { isRouteErrorResponse } from "react-router";
import { NotFound } from "~/frame/not-found";
import type { Suggestion } from "~/site";
import { pageText } from "~/ui/page-text";

/** A 404 thrown by `notFound()` carries the closest pages; anything else carries none. */
function suggestionsOf(value: unknown): Suggestion[] {
  const list = (value as { suggestions?: unknown } | null)?.suggestions;
  return Array.isArray(list)
    ? list.filter((s): s is Suggestion => typeof s?.path === "string" && typeof s?.title === "string")
    : [];
}

/**
 * What an error boundary shows: the site's 404 or a plain apology. The staff area's "Secure your
 * account" is its own layout's (app/routes/admin-layout.tsx), so public pages do not ship it.
 */
export function RouteError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound suggestions={suggestionsOf(error.data)} />;
  // In the browser only: the server logged it already, without the error's message (docs/decisions/009-security-defaults.md).
  if (!isRouteErrorResponse(error) && typeof document !== "undefined") console.error(error);
  const title = isRouteErrorResponse(error) ? `Error ${error.status}` : pageText.errorTitle;
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 text-center">
      <h1 className="text-3xl font-bold text-navy-900">{title}</h1>
      <p className="mt-4 text-muted">
        We could not show this page. Please try again in a moment, or contact us if it keeps happening.
      </p>
      <a href="/" className="mt-8 font-semibold text-brand-700 underline">
        Return to Home
      </a>
    </div>
  );
}
