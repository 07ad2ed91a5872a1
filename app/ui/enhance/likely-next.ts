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
 * Where a link may lead that is an application, or does something when opened: never fetched
 * ahead (a prerendered /logout would sign the visitor out; a prerendered /contact or /book would
 * spend its single-use Turnstile token). Matched as the routes match (app/routes.ts): in any case
 * and with or without a trailing slash. `pages` are single paths, `trees` a path and all below it.
 */
const NOT_AHEAD = {
  pages: [
    "/login",
    "/signup",
    "/logout",
    "/forgot-password",
    "/reset-password",
    "/confirm-email",
    "/claim-conversation",
    "/newsletter",
    "/newsletter/confirm",
    "/newsletter/unsubscribe",
  ],
  trees: ["/account", "/messages", "/contact", "/admin", "/book", "/calendar", "/dev", "/attachments", "/media"],
  /** Files, not pages: feeds, the sitemap, downloads. */
  endings: [".xml", ".csv", ".ics", ".txt"],
} as const;

/** `text` matched in any case, written so every regular-expression engine reads it: "ab" is "[aA][bB]". */
function anyCase(text: string): string {
  return [...text]
    .map((char) => {
      const [lower, upper] = [char.toLowerCase(), char.toUpperCase()];
      if (lower !== upper) return `[${lower}${upper}]`;
      return /[.\\+*?()[\]{}^$|]/.test(char) ? `\\${char}` : char;
    })
    .join("");
}

/** The paths NOT_AHEAD refuses, as regular-expression sources over a path after its first "/". */
const NOT_AHEAD_SOURCES = [
  ...NOT_AHEAD.pages.map((path) => `${anyCase(path.slice(1))}/?`),
  ...NOT_AHEAD.trees.map((path) => `${anyCase(path.slice(1))}(?:/.*)?`),
  ...NOT_AHEAD.endings.map((ending) => `.*${anyCase(ending)}`),
];

/**
 * NOT_AHEAD as Speculation Rules' URL patterns, each a "/" and then one regular-expression group
 * (a pattern string's own syntax is easily misread: "/*\\?*" matches every URL in Chromium; a
 * pathname starting with "(" would be read relative to the page's own path), and every link with
 * a query: a query may carry a token or make a page do something.
 */
export const NOT_AHEAD_PATTERNS = [
  ...NOT_AHEAD_SOURCES.map((source) => ({ pathname: `/(${source})` })),
  { pathname: "/*", search: "(.+)" },
];

const notAhead = NOT_AHEAD_SOURCES.map((source) => new RegExp(`^/${source}$`));

/** The likely next pages of `path` that may be fetched ahead: content pages only. */
export function likelyNextOf(path: string): string[] {
  return (LIKELY_NEXT[path] ?? [])
    .filter((next) => next.startsWith("/") && !next.includes("?") && !notAhead.some((re) => re.test(next)))
    .slice(0, LIKELY_NEXT_MAX);
}
