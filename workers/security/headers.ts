/**
 * Security headers for every answer of the Worker (docs/decisions/009-security-defaults.md).
 * HTML documents get a CSP with the request's nonce; everything else a CSP that allows nothing.
 */

const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function documentCsp(nonce: string): string {
  return [
    "default-src 'self'",
    // No 'unsafe-inline' for scripts: React Router's inline scripts carry the nonce.
    `script-src 'self' 'nonce-${nonce}' ${TURNSTILE_ORIGIN}`,
    // Inline style attributes come from React/Radix (positioning) and the toast library.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${TURNSTILE_ORIGIN}`,
    `frame-src ${TURNSTILE_ORIGIN} ${VIDEO_EMBED_ORIGIN}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

const COMMON_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
};

/**
 * Returns a copy of `response` with the security headers set. A header the route set itself
 * (for example `Referrer-Policy: no-referrer` on pages that carry a token) is kept.
 */
export function withSecurityHeaders(response: Response, nonce?: string): Response {
  // Re-wrap: responses from fetch() or Response.redirect() have immutable headers.
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  for (const [name, value] of Object.entries(COMMON_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  const isHtml = headers.get("Content-Type")?.startsWith("text/html") ?? false;
  headers.set(
    "Content-Security-Policy",
    isHtml && nonce ? documentCsp(nonce) : "default-src 'none'; frame-ancestors 'none'",
  );
  return secured;
}
