import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../build/server/index.js";
import { CACHE_STATUS_HEADER, serveWithEdgeCache } from "../../workers/edge-cache/gateway";
import { PageMemory, pageMemoryFor, type StoredPage } from "../../workers/edge-cache/memory";
import { confirmedUser } from "./auth-helpers";
import { ORIGIN } from "./helpers";

/** One request through the built Worker, waiting until the cache write (waitUntil) is done. */
async function get(path: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(new URL(path, ORIGIN), init), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

function cspNonce(response: Response): string {
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
  if (!nonce) throw new Error("no nonce in the CSP");
  return nonce;
}

function nonceAttributes(html: string): string[] {
  return [...html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]!);
}

describe("edge cache through the built Worker", () => {
  it("keys a .data request on the routes of its path only: made-up `_routes` ids share one entry", async () => {
    const first = await get("/privacy.data?_routes=r1");
    expect(first.status).toBe(200);
    expect(first.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    for (const id of ["r2", "r3", "routes%2Fnot-a-route", "root-x"]) {
      const next = await get(`/privacy.data?_routes=${id}`);
      expect(next.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    }
    // The page's own routes, in any order, are one entry of their own, and answer the page's data.
    const own = await get("/privacy.data?_routes=legal-privacy%2Croot");
    expect(own.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    const reordered = await get("/privacy.data?_routes=root%2Clegal-privacy%2Cr9");
    expect(reordered.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(await reordered.text()).toContain("legal-privacy");
  });

  it("answers a second anonymous request for / from the cache", async () => {
    const path = "/";
    const first = await get(path);
    expect(first.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    const second = await get(path);
    expect(second.status).toBe(200);
    expect(second.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(await second.text()).toContain("Driving Growth with AI");
    // The browser asks again every time; only the edge keeps the page.
    expect(second.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("gives every answer its own nonce, and each answer's scripts carry that nonce", async () => {
    const path = "/services/ai-automation";
    const answers = [await get(path), await get(path), await get(path)];
    expect(answers.map((r) => r.headers.get(CACHE_STATUS_HEADER))).toEqual(["MISS", "HIT", "HIT"]);
    const nonces = answers.map(cspNonce);
    expect(new Set(nonces).size).toBe(3);
    for (const [i, answer] of answers.entries()) {
      const html = await answer.text();
      const attributes = nonceAttributes(html);
      expect(attributes.length).toBeGreaterThan(0);
      expect(new Set(attributes)).toEqual(new Set([nonces[i]]));
      // No other answer's nonce is anywhere in this page.
      for (const other of nonces.filter((_, j) => j !== i)) expect(html).not.toContain(other);
      expect(answer.headers.get("Content-Security-Policy")).not.toContain("unsafe-inline' 'nonce");
      expect(answer.headers.get("Content-Security-Policy")).toMatch(
        /script-src 'self' 'nonce-[^']+' https:\/\/challenges\.cloudflare\.com;/,
      );
    }
  });

  it("never has Set-Cookie on a cached answer", async () => {
    const path = "/about";
    await get(path);
    const hit = await get(path);
    expect(hit.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(hit.headers.has("Set-Cookie")).toBe(false);
  });

  it.each([
    ["a session cookie", "/", { headers: { Cookie: "adrig_session=forged.value" } }],
    ["a production session cookie", "/", { headers: { Cookie: "__Host-adrig_session=forged.value" } }],
    ["a flash cookie", "/", { headers: { Cookie: `flash=${encodeURIComponent('{"kind":"info","title":"Hi"}')}` } }],
    [
      "a POST",
      "/contact",
      {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=contact",
      },
    ],
    ["/account", "/account", undefined],
    ["/admin", "/admin", undefined],
    ["/admin/newsletter", "/admin/newsletter", undefined],
    ["a newsletter link with a token", "/newsletter/unsubscribe?token=x", undefined],
    ["/login", "/login", undefined],
    ["a page's .data with a session cookie", "/about.data", { headers: { Cookie: "adrig_session=forged.value" } }],
  ] as const)("bypasses the cache for %s and answers private, no-store", async (_, path, init) => {
    const url = path;
    for (let i = 0; i < 2; i += 1) {
      const res = await get(url, init as RequestInit | undefined);
      expect(res.headers.get(CACHE_STATUS_HEADER)).toBe("BYPASS");
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    }
  });

  it("caches the newsletter archive, but not an issue that is not (yet) in it", async () => {
    expect((await get("/newsletter/issues")).headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect((await get("/newsletter/issues")).headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    // A 404 is never stored, so an issue is readable as soon as it starts going out.
    const missing = "/newsletter/issues/2026-12-not-sent-yet";
    expect((await get(missing)).status).toBe(404);
    await env.DB.prepare(
      "insert into newsletter_issues (id, slug, subject, body_markdown, status, send_started_at) values ('i1', '2026-12-not-sent-yet', 'December', 'Text', 'sending', 1760000000000)",
    ).run();
    const now = await get(missing);
    expect(now.status).toBe(200);
    expect(now.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
  });

  it("bypasses /api, which keeps its own answers", async () => {
    const res = await get("/api/health");
    expect(res.headers.get(CACHE_STATUS_HEADER)).toBe("BYPASS");
  });

  it("caches a page's .data request by the same rules", async () => {
    const path = "/about.data";
    expect((await get(path)).headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    const hit = await get(path);
    expect(hit.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(hit.headers.has("Set-Cookie")).toBe(false);
    const root = "/_.data";
    await get(root);
    expect((await get(root)).headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
  });

  it("shows a signed-in person their name on a page anonymous visitors get from the cache", async () => {
    const path = "/about";
    await get(path);
    const anonymous = await get(path);
    expect(anonymous.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(await anonymous.text()).not.toContain("Meera Iyer");

    const { cookie } = await confirmedUser("meera@example.com", "Meera Iyer");
    const signedIn = await get(path, { headers: { Cookie: cookie } });
    expect(signedIn.headers.get(CACHE_STATUS_HEADER)).toBe("BYPASS");
    expect(signedIn.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await signedIn.text()).toContain("Meera Iyer");
    // And the signed-in render did not replace the anonymous copy.
    const again = await get(path);
    expect(again.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(await again.text()).not.toContain("Meera Iyer");
  });
});

describe("the 404 page", () => {
  it("is everybody's page: not stored, yet kept for back and forward (no-cache, not no-store)", async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await get("/no-such-page");
      expect(res.status).toBe(404);
      expect(res.headers.get(CACHE_STATUS_HEADER)).toBe("BYPASS");
      expect(res.headers.get("Cache-Control")).toBe("no-cache");
    }
  });

  it("stays private for a signed-in person, whose header names them", async () => {
    const { cookie } = await confirmedUser("ravi@example.com", "Ravi Kumar");
    const res = await get("/no-such-page", { headers: { Cookie: cookie } });
    expect(res.status).toBe(404);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("edge cache gateway", () => {
  /** A fake renderer that counts its calls: a hit must not render. */
  function renderer(init: { headers?: Record<string, string>; status?: number } = {}) {
    const calls = { count: 0 };
    const render = async () => {
      calls.count += 1;
      const nonce = `n${calls.count}`;
      return new Response(`<html><script nonce="${nonce}">1</script><script nonce="evil">2</script></html>`, {
        status: init.status ?? 200,
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          "Content-Security-Policy": `script-src 'self' 'nonce-${nonce}'`,
          ...init.headers,
        },
      });
    };
    return { calls, render };
  }

  async function serve(
    path: string,
    render: (request: Request) => Promise<Response>,
    version = "v1",
    cacheName = "gateway-test",
    memory = new PageMemory(),
  ) {
    const ctx = createExecutionContext();
    const cache = await caches.open(cacheName);
    const response = await serveWithEdgeCache({
      request: new Request(new URL(path, ORIGIN)),
      ctx,
      version,
      render,
      cache,
      memory,
    });
    const body = await response.text();
    await waitOnExecutionContext(ctx);
    return { response, body };
  }

  it("renders once and answers the next requests from the cache", async () => {
    const { calls, render } = renderer();
    const path = "/team";
    await serve(path, render);
    await serve(path, render);
    const { response, body } = await serve(path, render);
    expect(calls.count).toBe(1);
    expect(response.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    // Only the nonce the page was rendered with is renewed; an attribute it did not bless is not.
    expect(body).toMatch(/<script nonce="[^"]+">1<\/script>/);
    expect(body).toContain('<script nonce="evil">');
    expect(body).not.toContain('nonce="n1"');
  });

  it("keys pages on their path: 1,000 random query strings render once", async () => {
    const { calls, render } = renderer();
    const seen: string[] = [];
    const recording = async (request: Request) => {
      seen.push(new URL(request.url).search);
      return render();
    };
    const memory = new PageMemory();
    for (let i = 0; i < 1000; i++) {
      const query = new URLSearchParams({ [`k${i % 37}`]: crypto.randomUUID(), utm_source: String(i) }).toString();
      const { response } = await serve(
        `/services/ai-automation?${query}`,
        recording,
        "v1",
        "gateway-query-test",
        memory,
      );
      expect(response.headers.get(CACHE_STATUS_HEADER)).toBe(i === 0 ? "MISS" : "HIT");
    }
    expect(calls.count).toBe(1);
    // The one render saw the page without the query it came with.
    expect(seen).toEqual([""]);
  });

  it("keeps the parameters of a .data request that choose what it answers, and only the path's routes", async () => {
    const { calls, render } = renderer();
    const seen: string[] = [];
    const recording = async (request: Request) => {
      seen.push(new URL(request.url).search);
      return render();
    };
    const memory = new PageMemory();
    const routeIdsOf = async (pagePath: string) => (pagePath === "/about" ? ["root", "routes/about"] : []);
    const serveData = async (path: string) => {
      const ctx = createExecutionContext();
      const cache = await caches.open("gateway-data-test");
      const request = new Request(new URL(path, ORIGIN));
      await (
        await serveWithEdgeCache({ request, ctx, version: "v1", render: recording, cache, memory, routeIdsOf })
      ).text();
      await waitOnExecutionContext(ctx);
    };
    await serveData("/about.data?_routes=routes%2Fabout&utm=1");
    await serveData("/about.data?_routes=routes%2Fabout&utm=2");
    // Ids of no route of the path are dropped: they neither mint an entry nor reach the render.
    await serveData("/about.data?_routes=routes%2Fabout%2Cr1");
    await serveData("/about.data?_routes=routes%2Fabout&_routes=r2");
    expect(calls.count).toBe(1);
    await serveData("/about.data?_routes=root%2Croutes%2Fabout");
    // The same routes in another order are the same answer.
    await serveData("/about.data?_routes=routes%2Fabout%2Croot");
    expect(calls.count).toBe(2);
    // Only made-up ids: one entry (every route of the path), however many are tried.
    for (let i = 0; i < 20; i += 1) await serveData(`/about.data?_routes=r${i}`);
    // `index` is a flag: its value does not matter.
    await serveData("/about.data?index=1");
    await serveData("/about.data?index=2");
    expect(calls.count).toBe(4);
    expect(seen).toEqual(["?_routes=routes%2Fabout", "?_routes=root%2Croutes%2Fabout", "", "?index="]);
  });

  it("never serves the previous deploy's page", async () => {
    const { calls, render } = renderer();
    const path = "/team";
    await serve(path, render, "deploy-1");
    const { response } = await serve(path, render, "deploy-2");
    expect(response.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect(calls.count).toBe(2);
  });

  it.each([
    ["sets a cookie", { headers: { "Set-Cookie": "x=1" } }],
    ["is private", { headers: { "Cache-Control": "private" } }],
    ["is not a 200", { status: 404 }],
  ])("does not store a page that %s", async (_, init) => {
    const { calls, render } = renderer(init);
    const path = "/blog";
    const first = await serve(path, render);
    await serve(path, render);
    expect(calls.count).toBe(2);
    expect(first.response.headers.get(CACHE_STATUS_HEADER)).toBe("BYPASS");
  });

  it("answers a page it rendered from the isolate's memory, with a fresh nonce, without asking the cache", async () => {
    const { calls, render } = renderer();
    const memory = new PageMemory();
    const path = "/team";
    const ctx = createExecutionContext();
    const cache = await caches.open("gateway-memory-test");
    let lookups = 0;
    const counting = {
      match: (...args: Parameters<Cache["match"]>) => {
        lookups += 1;
        return cache.match(...args);
      },
      put: cache.put.bind(cache),
    } as Cache;
    const request = () => new Request(new URL(path, ORIGIN));
    await (
      await serveWithEdgeCache({ request: request(), ctx, version: "v1", render, cache: counting, memory })
    ).text();
    await waitOnExecutionContext(ctx);
    expect(lookups).toBe(1);
    const answers = [];
    for (let i = 0; i < 2; i += 1)
      answers.push(
        await serveWithEdgeCache({ request: request(), ctx, version: "v1", render, cache: counting, memory }),
      );
    expect(lookups).toBe(1);
    expect(calls.count).toBe(1);
    expect(answers.map((r) => r.headers.get(CACHE_STATUS_HEADER))).toEqual(["HIT", "HIT"]);
    const nonces = answers.map(cspNonce);
    expect(new Set(nonces).size).toBe(2);
    for (const [i, answer] of answers.entries()) {
      expect(answer.headers.get("Cache-Control")).toBe("no-cache");
      expect(await answer.text()).toContain(`<script nonce="${nonces[i]}">1</script>`);
    }
    // A new isolate (empty memory) still finds the page in the cache, and remembers it.
    const other = new PageMemory();
    const fromCache = await serveWithEdgeCache({
      request: request(),
      ctx,
      version: "v1",
      render,
      cache: counting,
      memory: other,
    });
    expect(fromCache.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(lookups).toBe(2);
    expect(other.get(cacheKeyUrl(path, "v1"))).toBeDefined();
  });
});

describe("the query parameters a page reads", () => {
  it("keys /work on its service filter, and on nothing else", async () => {
    expect((await get("/work?service=data-analysis")).headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    const again = await get("/work?utm_source=x&service=data-analysis&service=llm-development");
    expect(again.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(await again.text()).toContain(
      `<link rel="canonical" href="${env.SITE_ORIGIN}/work?service=data-analysis"/>`,
    );
    const other = await get("/work?service=ai-consulting");
    expect(other.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect(await other.text()).toContain('id="ai-consulting-heading"');
  });

  it("keys /contact on the engagement from /plan, so plain /contact stays empty", async () => {
    await get("/contact?engagement=build");
    const plain = await (await get("/contact?utm_campaign=y")).text();
    expect(plain).toMatch(/<textarea[^>]*name="message"[^>]*><\/textarea>/);
    const again = await get("/contact?engagement=build&message=anything");
    expect(again.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(await again.text()).toContain(">I would like to discuss: Build</textarea>");
    // A service page's link: its own entry, with the service chosen; plain /contact keeps none chosen.
    await get("/contact?service=talent-acquisition");
    const chosen = await get("/contact?service=talent-acquisition&utm_source=x");
    expect(chosen.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(await chosen.text()).toContain('<option value="talent-acquisition" selected="">');
    expect(await (await get("/contact")).text()).not.toContain('<option value="talent-acquisition" selected="">');
  });

  it("keys no other page on a search query: /about?q=… is the one cached /about", async () => {
    await get("/about");
    for (const query of ["q=whatsapp", "service=chatbot-development", "engagement=build"]) {
      expect((await get(`/about?${query}`)).headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    }
    await get("/work");
    expect((await get("/work?q=whatsapp&engagement=build")).headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
  });

  it("drops a value that is not a slug, so it costs no render of its own", async () => {
    await get("/work");
    const junk = await get(`/work?service=${encodeURIComponent("<x>".repeat(40))}`);
    expect(junk.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
  });
});

function cacheKeyUrl(path: string, version: string): string {
  const url = new URL(path, ORIGIN);
  url.pathname = `/__edge/${version}${url.pathname}`;
  return url.toString();
}

describe("page memory", () => {
  const page = (body: string, expiresAt = Number.MAX_SAFE_INTEGER): StoredPage => ({
    body,
    status: 200,
    headers: [],
    expiresAt,
  });

  it("is one per set of bindings: a call with other bindings (other content files) remembers nothing of this one", () => {
    const deployment = { ASSETS: {} };
    expect(pageMemoryFor(deployment)).toBe(pageMemoryFor(deployment));
    expect(pageMemoryFor({ ...deployment })).not.toBe(pageMemoryFor(deployment));
  });

  it("forgets a page once its minute is over", () => {
    const memory = new PageMemory();
    memory.set("a", page("A", 1_000));
    expect(memory.get("a", 999)?.body).toBe("A");
    expect(memory.get("a", 1_000)).toBeUndefined();
    expect(memory.get("a", 0)).toBeUndefined();
  });

  it("drops the least recently used page when it holds too many or too many bytes", () => {
    const byCount = new PageMemory(2, 1_000);
    byCount.set("a", page("A"));
    byCount.set("b", page("B"));
    byCount.get("a");
    byCount.set("c", page("C"));
    expect([byCount.get("a")?.body, byCount.get("b"), byCount.get("c")?.body]).toEqual(["A", undefined, "C"]);

    const byBytes = new PageMemory(10, 10);
    byBytes.set("a", page("aaaa"));
    byBytes.set("b", page("bbbb"));
    byBytes.set("c", page("cccc"));
    expect([byBytes.get("a"), byBytes.get("b")?.body, byBytes.get("c")?.body]).toEqual([undefined, "bbbb", "cccc"]);
    byBytes.set("huge", page("x".repeat(11)));
    expect(byBytes.get("huge")).toBeUndefined();
    expect(byBytes.get("c")?.body).toBe("cccc");
  });
});
