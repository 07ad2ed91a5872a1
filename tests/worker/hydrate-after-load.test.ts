import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { deferBootstrap } from "~/platform/http/hydrate-after-load.server";
import worker from "../../build/server/index.js";
import { confirmedUser } from "./auth-helpers";
import { ORIGIN } from "./helpers";

const REACT_ROUTER_BOOTSTRAP = `;
import * as route0 from "/assets/root-a.js";
import * as route1 from "/assets/home-b.js";
  window.__reactRouterManifest = {};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-c.js");`;

describe("modules load after the page (LCP)", () => {
  it("turns React Router's static route imports into imports that start after load, preloading every module", () => {
    const code = deferBootstrap(REACT_ROUTER_BOOTSTRAP, ["/assets/entry.client-c.js", "/assets/root-a.js"]);
    expect(code).not.toMatch(/^\s*import \* as/m);
    const wait = code.indexOf('addEventListener("load"');
    const preload = code.indexOf('["/assets/entry.client-c.js","/assets/root-a.js"]');
    const routes = code.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-a.js"), import("/assets/home-b.js")]);',
    );
    const modules = code.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    const entry = code.indexOf('import("/assets/entry.client-c.js");');
    expect([wait, preload, routes, modules, entry].every((at) => at >= 0)).toBe(true);
    // The order React Router's bootstrap needs: wait, fetch, route modules, then the entry.
    expect(wait < preload && preload < routes && routes < modules && modules < entry).toBe(true);
    // One task per preload: starting a fetch costs a few milliseconds on a slow phone.
    expect(code).toMatch(/document\.head\.append\(link\); await nextTask\(\); \}/);
    expect(code).toContain("globalThis.scheduler?.yield?.() ?? new Promise((resume) => setTimeout(resume))");
  });

  it("leaves a bootstrap of another shape as React Router wrote it", () => {
    const other = `import { x } from "/assets/x.js";\nimport * as route0 from "/assets/root-a.js";\nx(route0);`;
    expect(deferBootstrap(other, ["/assets/x.js"])).toBe(other);
    expect(deferBootstrap(`console.log("no imports");`, [])).toBe(`console.log("no imports");`);
  });

  it("sends pages without module preloads and with the deferred bootstrap under the page's nonce", async () => {
    // An application page (a client's messages): content pages carry no framework to defer
    // (content-pages.test.ts), and the public site's forms are content pages now.
    const { cookie } = await confirmedUser("deferred@example.com");
    const request = new Request(new URL("/messages", ORIGIN), { headers: { Cookie: cookie } });
    const response = await worker.fetch(request, env, {
      waitUntil: () => {},
      passThroughOnException: () => {},
    } as unknown as ExecutionContext);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).not.toContain('rel="modulepreload"');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    const bootstrap = /<script nonce="([^"]+)" type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html);
    expect(bootstrap?.[1]).toBe(nonce);
    expect(bootstrap?.[2]).toMatch(/^await new Promise\(\(go\) => \{ const painted = \(\) => requestAnimationFrame/);
    expect(bootstrap?.[2]).toMatch(/\/assets\/entry\.client-[\w-]+\.js/);
    expect(bootstrap?.[2]).not.toMatch(/^\s*import \* as/m);
  });
});
