/**
 * Every page put in a cache (the edge cache's `caches.default`, a test's `caches.open(…)`), so the
 * setup can delete exactly those between two tests without the whole reset (tests/worker/setup.ts):
 * the Cache API cannot list what it holds. Set once on `Cache.prototype`, which the built Worker,
 * the source modules and the tests share in this isolate; the list lives on `globalThis`, so the
 * module of every test file reads the same one.
 */

type Stored = Map<Cache, Set<string>>;
const REGISTRY = Symbol.for("adrig.tests.cache-puts");
const registry = globalThis as unknown as { [REGISTRY]?: Stored };

function stored(): Stored {
  registry[REGISTRY] ??= new Map();
  return registry[REGISTRY];
}

/** The pages put since the last `forgetCacheKeys`. */
export function cacheKeysPut(): Array<{ cache: Cache; url: string }> {
  return [...stored()].flatMap(([cache, urls]) => [...urls].map((url) => ({ cache, url })));
}

/** After the whole reset, or once each was deleted, nothing put is left to delete. */
export function forgetCacheKeys(): void {
  stored().clear();
}

const TRACKED = Symbol.for("adrig.tests.cache-put-tracked");
type TrackedPut = Cache["put"] & { [TRACKED]?: true };

export function trackCachePuts(): void {
  const put = Cache.prototype.put as TrackedPut;
  if (put[TRACKED]) return;
  const tracked: TrackedPut = function (this: Cache, request, response) {
    const url = request instanceof Request ? request.url : request.toString();
    const urls = stored().get(this) ?? new Set<string>();
    stored().set(this, urls.add(url));
    return put.call(this, request, response);
  };
  tracked[TRACKED] = true;
  Cache.prototype.put = tracked;
}
