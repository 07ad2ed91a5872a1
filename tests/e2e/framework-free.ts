import type { Page } from "@playwright/test";

/**
 * A page sent without React Router's client runtime (docs/decisions/029-content-pages-without-the-framework.md)
 * asks for no script but its own modules. Start recording before the page is opened.
 */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    // Cloudflare's Turnstile (the contact and booking forms) is not ours to count.
    if (request.resourceType() === "script" && url.hostname !== "challenges.cloudflare.com") scripts.push(url.pathname);
  });
  return scripts;
}

/**
 * The recorded scripts that are not the pages' own modules (the enhancements, their shared helpers,
 * the visit's field names, docs/reports.md): empty on a page without the framework.
 */
export function notOwnModules(scripts: readonly string[]): string[] {
  return scripts.filter((script) => !/\/assets\/(enhance-|dom-|toast-dom-|motion-|visit-)/.test(script));
}

/**
 * The recorded scripts that are React Router's or React's (the framework chunk, the client entry,
 * the root route and the chunks only a hydrated page loads): empty on a page without the
 * framework. For a page whose modules share small chunks with its route (the contact form).
 */
export function frameworkScripts(scripts: readonly string[]): string[] {
  return scripts.filter((script) => /\/assets\/(framework|entry\.client|root|shell|site-frame)-/.test(script));
}
