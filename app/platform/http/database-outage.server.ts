/**
 * Requests whose loader or action lost D1. React Router's handleError sees the raw error, while
 * the document and data answers that follow see only a sanitised copy, so the mark travels on
 * the request's context object: the entry's handleError sets it, the document renderer and the
 * Worker turn the answer into a 503 with Retry-After (an outage, not a bug).
 */
const outages = new WeakSet<object>();

export function markDatabaseOutage(context: object): void {
  outages.add(context);
}

export function hadDatabaseOutage(context: object): boolean {
  return outages.has(context);
}
