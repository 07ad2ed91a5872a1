import { normaliseSearchQuery } from "~/site";

/**
 * Which requests the edge cache may answer (docs/decisions/006-edge-cache.md). The cache holds
 * anonymous HTML only, so anything that can depend on who is asking goes around it.
 */

/** Session cookie names in development and production (see app/accounts/session.server.ts). */
const SESSION_COOKIES = ["adrig_session", "__Host-adrig_session"];
const FLASH_COOKIE = "flash";

/**
 * Public pages, as an allow-list: a page somebody adds later (an account, admin or newsletter
 * screen, an auth form) is never cached by accident. `/contact` is listed because anonymous
 * visitors get the same form; signed-in people carry a session cookie and bypass.
 */
const PUBLIC_PAGES = ["/", "/about", "/contact", "/team", "/privacy", "/terms", "/work", "/plan", "/search"];
/**
 * Public pages whose content, not only the header, depends on who is signed in: `/contact` shows
 * a client their own conversations. Signed-in people get their own render of these.
 */
const PERSONAL_PAGES = ["/contact"];
/** `/newsletter/issues` is the archive of sent issues; the other newsletter pages carry tokens. */
const PUBLIC_SECTIONS = ["/services", "/products", "/blog", "/newsletter/issues"];

/** A value that names a content item by its slug (a service, an engagement); anything else is dropped. */
function slugValue(value: string): string | null {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 60 ? value : null;
}

/**
 * The query parameters a public page reads, each with the function that gives its one form in
 * the cache key (null drops it). Every other parameter, on these pages and all others, is dropped
 * from the key and from the request that renders, so a random query string neither fills the
 * cache nor costs a render. A page answers a slug it does not know with a redirect, which is never
 * stored, so only real values get a cache entry.
 */
const PAGE_PARAMS: Record<string, Record<string, (value: string) => string | null>> = {
  // /work?service=<category>: the service filter (app/routes/work.tsx).
  "/work": { service: slugValue },
  // /contact?engagement=<slug>: the message prefilled from /plan; ?service=<slug>: the service a
  // service page's link chose (app/site/contact-prefill.ts).
  "/contact": { engagement: slugValue, service: slugValue },
  // /search?q=: the query in its one form (lower case, spaces collapsed, cut past the limit), so
  // "WhatsApp" and " whatsapp " share an answer (app/site/search.ts).
  "/search": { q: normaliseSearchQuery },
};

/**
 * Pages with a key per query are not kept in the isolate's memory (memory.ts), only in the Cache
 * API: searches anyone can make up must never push the hot pages out of the small memory.
 */
const CACHE_API_ONLY_PAGES = ["/search"];

export function keepsInMemory(request: Request): boolean {
  const path = withoutTrailingSlash(pagePathOf(new URL(request.url).pathname));
  return !CACHE_API_ONLY_PAGES.includes(path);
}

/**
 * The parameters of `url` that `pagePath`'s answer depends on, normalised, in a fixed order:
 * the first value of each, and none that normalises to nothing.
 */
export function pageParamsOf(pagePath: string, url: URL): Array<[string, string]> {
  const params = PAGE_PARAMS[withoutTrailingSlash(pagePath)];
  if (!params) return [];
  const kept: Array<[string, string]> = [];
  for (const [name, normalise] of Object.entries(params)) {
    const raw = url.searchParams.get(name);
    const value = raw === null ? null : normalise(raw);
    if (value !== null) kept.push([name, value]);
  }
  return kept;
}

/** How long one rendered page lives in the cache. Deploys change the key, so this only bounds
 * how long a page can lag behind the clock (the footer's year). */
export const PAGE_TTL_SECONDS = 600;

/** `/about.data` (a React Router single-fetch request) is about `/about`; `/_.data` is `/`. */
export function pagePathOf(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  if (pathname.endsWith(".data")) return pathname.slice(0, -".data".length);
  return pathname;
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

function isPublicPage(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  if (PUBLIC_PAGES.includes(path)) return true;
  return PUBLIC_SECTIONS.some((section) => path === section || path.startsWith(`${section}/`));
}

function cookieNames(request: Request): string[] {
  const header = request.headers.get("Cookie");
  if (!header) return [];
  return header.split(";").map((part) => part.split("=", 1)[0]?.trim() ?? "");
}

/** A GET from nobody in particular: no session and no flash cookie. */
function isAnonymousGet(request: Request): boolean {
  if (request.method !== "GET") return false;
  const names = cookieNames(request);
  return !names.some((name) => name === FLASH_COOKIE || SESSION_COOKIES.includes(name));
}

/** True when who is asking cannot change the answer: an anonymous GET for a public page. */
export function isCacheableRequest(request: Request): boolean {
  return isAnonymousGet(request) && isPublicPage(pagePathOf(new URL(request.url).pathname));
}

/**
 * The 404 page as anybody gets it: never stored (what is published next must show at once), yet
 * everybody's page, so the browser may keep it for back and forward (no-store would refuse the
 * back/forward cache).
 */
export function isEverybodysNotFound(request: Request, response: Response): boolean {
  return response.status === 404 && isAnonymousGet(request) && isSharedSafe(response);
}

/**
 * True when a signed-in person's page differs from everybody's only in the header: a GET for a
 * public document (not a `.data` request, not a personal page) without a flash cookie. Such a
 * page is the signed-in template with the person filled in (signed-in.ts), not a render.
 */
export function isSignedInTemplateRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const { pathname } = new URL(request.url);
  if (pathname.endsWith(".data") || !isPublicPage(pathname)) return false;
  if (PERSONAL_PAGES.includes(withoutTrailingSlash(pathname))) return false;
  return !cookieNames(request).includes(FLASH_COOKIE);
}

/** True for the answers the cache holds: rendered pages and their `.data` twins. */
export function isPageAnswer(response: Response): boolean {
  const type = response.headers.get("Content-Type") ?? "";
  return type.startsWith("text/html") || type.startsWith("text/x-script");
}

/** A rendered page anyone may be shown: it sets no cookie and asks for no privacy. */
function isSharedSafe(response: Response): boolean {
  if (!isPageAnswer(response) || response.headers.has("Set-Cookie")) return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return !/\b(private|no-store)\b/i.test(cacheControl);
}

/** A rendered answer may be stored only if it is complete (a 200) and shared-safe. */
export function isStorable(response: Response): boolean {
  return response.status === 200 && isSharedSafe(response);
}
