/**
 * The page a visitor most likely opens next, by content page: prerendered ahead (with "moderate"
 * eagerness, so once the pointer rests on a link to it) by the page's speculation rules
 * (speculation-rules.tsx). The one place these pairs are written. At most two a page, content
 * pages only: never an application path (NOT_AHEAD below refuses one anyway) nor a query.
 */
export const LIKELY_NEXT: Readonly<Record<string, readonly string[]>> = {
  "/": ["/services", "/plan"],
  "/services": ["/work", "/plan"],
  "/work": ["/plan", "/services"],
  "/plan": ["/services", "/work"],
  "/products": ["/services", "/work"],
  "/about": ["/team", "/work"],
  "/team": ["/about", "/work"],
  "/blog": ["/newsletter/issues"],
};

/** The most pages a content page names as its likely next ones. */
export const LIKELY_NEXT_MAX = 2;

/**
 * Pages a link may lead to that are an application, or do something when opened: never fetched
 * ahead (a prerendered /logout would sign the visitor out). URL patterns, matched against the
 * link's path.
 */
export const NOT_AHEAD = [
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
  "/book*",
  "/calendar/*",
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

/** NOT_AHEAD's patterns as expressions over a path (a query never gets this far). */
const notAhead = NOT_AHEAD.filter((pattern) => !pattern.includes("?")).map(
  (pattern) => new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`),
);

/** The likely next pages of `path` that may be fetched ahead: content pages only. */
export function likelyNextOf(path: string): string[] {
  return (LIKELY_NEXT[path] ?? [])
    .filter((next) => next.startsWith("/") && !next.includes("?") && !notAhead.some((re) => re.test(next)))
    .slice(0, LIKELY_NEXT_MAX);
}
