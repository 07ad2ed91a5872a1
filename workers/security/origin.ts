/**
 * CSRF defence for every state-changing request, before any handler runs (DECISIONS).
 * Browsers send `Origin` on every non-GET request; pages served with `Referrer-Policy: no-referrer`
 * send `Origin: null`, so `Sec-Fetch-Site` decides there.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isStateChanging(request: Request): boolean {
  return !SAFE_METHODS.has(request.method.toUpperCase());
}

export function isSameOriginRequest(request: Request): boolean {
  const expected = new URL(request.url).origin;
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null") return origin === expected;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite) return fetchSite === "same-origin";
  return false;
}
