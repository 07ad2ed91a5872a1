/**
 * CSRF defence for every state-changing request, before any handler runs (docs/decisions/009-security-defaults.md).
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

/**
 * The one exception to the origin check: RFC 8058 one-click unsubscribe. Mail providers POST
 * `List-Unsubscribe=One-Click` to the link in a newsletter's `List-Unsubscribe` header from
 * their own servers, with no `Origin` header. Such a POST to /newsletter/unsubscribe passes; it
 * is safe because that action uses no cookie or session at all: the secret token in the URL is
 * its only authority, which a cross-site forger does not have. Browsers always send `Origin`
 * on a POST, so a cross-site form still meets the check above.
 */
export function isOneClickUnsubscribe(request: Request): boolean {
  return (
    request.method.toUpperCase() === "POST" &&
    new URL(request.url).pathname === "/newsletter/unsubscribe" &&
    !request.headers.has("Origin")
  );
}
