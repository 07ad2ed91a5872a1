import { useNonce } from "./nonce";

/**
 * Pages a link may lead to that are an application, or do something when opened: never fetched
 * ahead (a prerendered /logout would sign the visitor out). URL patterns, matched against the
 * link's path.
 */
const NOT_AHEAD = [
  "/login",
  "/signup",
  "/logout",
  "/forgot-password",
  "/reset-password*",
  "/confirm-email*",
  "/claim-conversation*",
  "/account*",
  "/messages*",
  "/contact*",
  "/admin*",
  "/dev/*",
  "/newsletter",
  "/newsletter/confirm*",
  "/newsletter/unsubscribe*",
  "/attachments/*",
  "/media/*",
  "/*.xml",
  "/*.csv",
  "/*\\?*",
];

const where = { and: [{ href_matches: "/*" }, { not: { href_matches: NOT_AHEAD } }] };

/**
 * Speculation Rules for a content page (docs/decisions/029-content-pages-without-the-framework.md):
 * the browser prefetches a content page when the pointer rests on its link and prerenders it when
 * the link is pressed, so the next page is there as fast as a client-side navigation was. A plain
 * inline script, blessed by the request's nonce like React Router's were.
 */
const RULES = JSON.stringify({
  prefetch: [{ where, eagerness: "moderate" }],
  prerender: [{ where, eagerness: "conservative" }],
});

export function SpeculationRules() {
  const nonce = useNonce();
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file, not input.
    <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: RULES }} />
  );
}
