/**
 * A `headers` export for every page with a form action. React Router keeps only the cookies of
 * an action's headers unless the route passes the rest on, and the answer to a refused form
 * carries headers of its own (`Retry-After` on a 429 or a 503): a form post without JavaScript
 * must get them as a fetcher does. `own` adds the page's own headers (no caching, no referrer).
 */
export function formPageHeaders(own: Record<string, string> = {}) {
  return ({ actionHeaders }: { actionHeaders: Headers }): Headers => {
    const headers = new Headers(actionHeaders);
    for (const [name, value] of Object.entries(own)) headers.set(name, value);
    return headers;
  };
}
