import { useLocation } from "react-router";
import { likelyNextOf, NOT_AHEAD_PATTERNS } from "./likely-next";
import { useNonce } from "./nonce";

const where = { and: [{ href_matches: "/*" }, { not: { href_matches: NOT_AHEAD_PATTERNS } }] };

/**
 * Speculation Rules for a content page (docs/decisions/029-content-pages-without-the-framework.md):
 * the browser prefetches a content page when the pointer rests on its link and prerenders it when
 * the link is pressed, so the next page is there as fast as a client-side navigation was; the
 * page's likely next ones (likely-next.ts) are prerendered already when the pointer rests on a
 * link to them. A plain inline script, blessed by the request's nonce like React Router's were.
 */
function rulesFor(path: string): string {
  const likely = likelyNextOf(path);
  return JSON.stringify({
    prefetch: [{ where, eagerness: "moderate" }],
    prerender: [
      ...(likely.length > 0 ? [{ source: "list", urls: likely, eagerness: "moderate" }] : []),
      { where, eagerness: "conservative" },
    ],
  });
}

export function SpeculationRules() {
  const nonce = useNonce();
  const { pathname } = useLocation();
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: this file's rules and paths of likely-next.ts, not input.
    <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: rulesFor(pathname) }} />
  );
}
