/**
 * The hottest pages again, in this isolate's memory, in front of the Cache API. A Worker isolate
 * serves many requests one after another, so a page asked for a second time in the same isolate
 * is answered without a round trip to the cache (in production a call to the colo's cache; locally
 * miniflare's cache, a Durable Object on disk, which held cached pages to under half of a static
 * asset's rate in `npm run bench`).
 *
 * Memory is per isolate and may vanish at any time: it only ever holds what the Cache API may
 * hold, for a shorter time, so losing it costs a cache lookup and nothing else.
 */
export type StoredPage = {
  body: string;
  status: number;
  headers: [string, string][];
  expiresAt: number;
};

/** Short, so a page in memory never lags the Cache API's copy (PAGE_TTL_SECONDS) by much. */
export const MEMORY_TTL_SECONDS = 60;

export class PageMemory {
  readonly #pages = new Map<string, StoredPage>();
  #bytes = 0;

  constructor(
    private readonly maxPages = 200,
    /** Isolates have 128 MB; pages are 10-100 KB each. */
    private readonly maxBytes = 16 * 1024 * 1024,
  ) {}

  get(key: string, now = Date.now()): StoredPage | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    this.#pages.delete(key);
    if (page.expiresAt <= now) {
      this.#bytes -= page.body.length;
      return undefined;
    }
    // Re-inserted: a Map keeps insertion order, so the first key is always the least recently used.
    this.#pages.set(key, page);
    return page;
  }

  set(key: string, page: StoredPage): void {
    const before = this.#pages.get(key);
    if (before) {
      this.#pages.delete(key);
      this.#bytes -= before.body.length;
    }
    if (page.body.length > this.maxBytes) return;
    this.#pages.set(key, page);
    this.#bytes += page.body.length;
    for (const [oldest, stored] of this.#pages) {
      if (this.#pages.size <= this.maxPages && this.#bytes <= this.maxBytes) break;
      this.#pages.delete(oldest);
      this.#bytes -= stored.body.length;
    }
  }
}

const memories = new WeakMap<object, PageMemory>();

/**
 * The isolate's memory of pages rendered with these bindings (module scope lives as long as the
 * isolate, and a deployment's `env` is one object). Pages come from the bindings (content files
 * through ASSETS), so a call with other bindings, as tests make, gets a memory of its own.
 */
export function pageMemoryFor(env: object): PageMemory {
  let memory = memories.get(env);
  if (!memory) {
    memory = new PageMemory();
    memories.set(env, memory);
  }
  return memory;
}
