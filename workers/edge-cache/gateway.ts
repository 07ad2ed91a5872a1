import { createNonce } from "../security/headers";
import { MEMORY_TTL_SECONDS, PageMemory, type StoredPage } from "./memory";
import { withFreshNonce } from "./nonce";
import {
  isCacheableRequest,
  isEverybodysNotFound,
  isPageAnswer,
  isStorable,
  keepsInMemory,
  PAGE_TTL_SECONDS,
  pageParamsOf,
  pagePathOf,
} from "./policy";
import type { RouteIdsOf } from "./route-ids";

/**
 * The edge cache for anonymous HTML (docs/decisions/006-edge-cache.md). It sits in front of the
 * whole Worker: a public GET without a session or flash cookie is answered from the cache when it
 * can be; everything else, and every miss, goes to `render` (the Worker's own handler).
 *
 * Production would rather use Workers Caching (a gateway entrypoint calling a cached named
 * entrypoint through ctx.exports); the local runtime accepts its `cache` setting but does not run
 * it, so this uses the Cache API, which miniflare does run, behind the same gateway; the hottest
 * pages are also kept in the isolate's memory for a minute (memory.ts). docs/decisions/006-edge-cache.md has
 * the details and the measurements.
 */

export const CACHE_STATUS_HEADER = "X-Edge-Cache";

/** Bypassed pages may depend on the person asking: no browser or proxy keeps them. */
const PRIVATE = "private, no-store";
/** Cached pages: the browser asks again each time (a sign-in must show at once), the edge answers. */
const SHARED_TO_BROWSER = "no-cache";

export type EdgeCacheOptions = {
  request: Request;
  ctx: ExecutionContext;
  /** The deployed version: part of every key, so a deploy never answers with the previous HTML. */
  version: string;
  render: (request: Request) => Promise<Response>;
  /** The cache to use; the Cache API's default cache unless a test hands in another. */
  cache?: Cache;
  /** The pages kept in this isolate's memory in front of `cache` (memory.ts `pageMemoryFor`). */
  memory: PageMemory;
  /** The ids of the routes a page path matches, asked only for a `.data` request (route-ids.ts). */
  routeIdsOf?: RouteIdsOf;
};

/**
 * Query parameters that change a cached answer: the few a page reads (policy.ts `PAGE_PARAMS`,
 * normalised) and, on React Router's `.data` requests, the routes to load (`_routes`: only the ids
 * of routes that match the path, sorted, so made-up ids cannot mint entries) and whether the index
 * route is meant (`index`, kept as a flag). Every other parameter is dropped from the key and from
 * the request that renders, so `/?a=1`, `/?a=2`, ... are all the one cached `/` and cannot evict
 * real pages or cost a render each.
 */
function dataRequestParams(url: URL, routeIds: readonly string[]): Array<[string, string]> {
  const kept: Array<[string, string]> = [];
  const asked = new Set(url.searchParams.getAll("_routes").flatMap((value) => value.split(",")));
  const routes = routeIds.filter((id) => asked.has(id)).sort();
  if (routes.length > 0) kept.push(["_routes", routes.join(",")]);
  if (url.searchParams.has("index")) kept.push(["index", ""]);
  return kept;
}

/**
 * The URL a cacheable request is rendered and stored under: its path and the parameters above.
 * `routeIds` are the ids of the routes its path matches (route-ids.ts); without them a `.data`
 * request keeps no `_routes` and loads every matching route.
 */
export function canonicalPageUrl(request: Request, routeIds: readonly string[] = []): URL {
  const url = new URL(request.url);
  const kept = new URLSearchParams(pageParamsOf(pagePathOf(url.pathname), url));
  if (url.pathname.endsWith(".data")) {
    for (const [name, value] of dataRequestParams(url, routeIds)) kept.append(name, value);
  }
  url.search = kept.toString();
  url.hash = "";
  return url;
}

/**
 * The key of a page in the cache: its canonical URL under the deployed version, and under a
 * `variant` for the signed-in templates (signed-in.ts), which never share a key with a page.
 */
export function cacheKeyOf(canonical: URL, version: string, variant?: string): Request {
  const url = new URL(canonical);
  const scope = variant ? `${encodeURIComponent(version)}/~${variant}` : encodeURIComponent(version);
  url.pathname = `/__edge/${scope}${url.pathname}`;
  return new Request(url.toString(), { method: "GET" });
}

function tagged(response: Response, status: "HIT" | "MISS" | "BYPASS", cacheControl?: string): Response {
  const out = new Response(response.body, response);
  out.headers.set(CACHE_STATUS_HEADER, status);
  if (cacheControl) out.headers.set("Cache-Control", cacheControl);
  return out;
}

/** Workers' default cache (the DOM typings the app also needs do not know `caches.default`). */
export function defaultCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

/** Remembers nothing: for the pages kept only in the Cache API (policy.ts `keepsInMemory`). */
const NO_MEMORY = new PageMemory(0, 0);

/** The isolate's memory for `request`'s page, or none for the pages kept only in the Cache API. */
export function memoryFor(request: Request, memory: PageMemory): PageMemory {
  return keepsInMemory(request) ? memory : NO_MEMORY;
}

export async function serveWithEdgeCache({
  request,
  ctx,
  version,
  render,
  cache = defaultCache(),
  memory: isolateMemory,
  routeIdsOf,
}: EdgeCacheOptions): Promise<Response> {
  const memory = memoryFor(request, isolateMemory);
  if (!isCacheableRequest(request)) {
    const response = await render(request);
    // Every page answer that went around the cache is private; other answers (API, sitemap) keep
    // a policy of their own and are private only when they have none.
    const own = !isPageAnswer(response) && response.headers.has("Cache-Control");
    if (isEverybodysNotFound(request, response)) return tagged(response, "BYPASS", SHARED_TO_BROWSER);
    return tagged(response, "BYPASS", own ? undefined : PRIVATE);
  }

  const { pathname } = new URL(request.url);
  const routeIds = pathname.endsWith(".data") && routeIdsOf ? await routeIdsOf(pagePathOf(pathname)) : [];
  const canonical = canonicalPageUrl(request, routeIds);
  const key = cacheKeyOf(canonical, version);
  const found = await findStored(key, memory, cache);
  if (found) return answerFrom(found);

  // Rendered from the canonical URL, so the stored page is the same whatever query came with it.
  const response = await render(new Request(canonical, request));
  if (!isStorable(response)) {
    // Something on a public page wanted a cookie or privacy, or is not there: it stays out of the cache.
    if (isEverybodysNotFound(request, response)) return tagged(response, "BYPASS", SHARED_TO_BROWSER);
    return tagged(response, "BYPASS", isPageAnswer(response) ? PRIVATE : undefined);
  }
  const [forVisitor, forCache] = response.body ? response.body.tee() : [null, null];
  ctx.waitUntil(storedPage(new Response(forCache, response)).then((page) => keepStored(key, page, memory, cache)));
  return tagged(new Response(forVisitor, response), "MISS", SHARED_TO_BROWSER);
}

/** The page stored under `key`: from this isolate's memory, else from the cache (then remembered). */
export async function findStored(key: Request, memory: PageMemory, cache: Cache): Promise<StoredPage | null> {
  const remembered = memory.get(key.url);
  if (remembered) return remembered;
  const hit = await cache.match(key);
  if (!hit) return null;
  const page = await storedPage(hit);
  memory.set(key.url, page);
  return page;
}

/** Keeps `page` under `key`: in memory at once, and in the cache for PAGE_TTL_SECONDS (the promise). */
export function keepStored(key: Request, page: StoredPage, memory: PageMemory, cache: Cache): Promise<void> {
  memory.set(key.url, page);
  const stored = new Response(page.body, { status: page.status, headers: page.headers });
  stored.headers.set("Cache-Control", `public, max-age=${PAGE_TTL_SECONDS}`);
  return cache.put(key, stored);
}

export async function storedPage(response: Response): Promise<StoredPage> {
  return {
    body: await response.text(),
    status: response.status,
    headers: [...response.headers],
    expiresAt: Date.now() + MEMORY_TTL_SECONDS * 1000,
  };
}

/** A stored page as one visitor's answer: HTML gets a nonce of its own (nonce.ts). */
function answerFrom(page: StoredPage): Response {
  const stored = new Headers(page.headers);
  const html = stored.get("Content-Type")?.startsWith("text/html") ?? false;
  const { body, headers } = html
    ? withFreshNonce(page.body, stored, createNonce())
    : { body: page.body, headers: stored };
  headers.set(CACHE_STATUS_HEADER, "HIT");
  headers.set("Cache-Control", SHARED_TO_BROWSER);
  return new Response(body, { status: page.status, headers });
}
