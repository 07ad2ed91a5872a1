import { documentCsp } from "../security/headers";

/** The nonce a rendered page was made with, read back from its own CSP header. */
export function nonceOf(response: Response): string | null {
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  return /'nonce-([^']+)'/.exec(csp)?.[1] ?? null;
}

/**
 * A stored page with a fresh nonce: every `nonce` attribute that carries the nonce the page was
 * rendered with (React Router's inline scripts and module preloads) gets `fresh`, and the CSP
 * header names `fresh`. Other attributes are left alone, so nothing that was not blessed when the
 * page was rendered becomes blessed now; the policy itself is rebuilt by the same function.
 */
export function withFreshNonce(response: Response, fresh: string): Response {
  const stored = nonceOf(response);
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", documentCsp(fresh));
  const rewritten = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  if (!stored) return rewritten;
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        if (element.getAttribute("nonce") === stored) element.setAttribute("nonce", fresh);
      },
    })
    .transform(rewritten);
}
