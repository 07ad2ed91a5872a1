import { describe, expect, it } from "vitest";
import { LIKELY_NEXT, LIKELY_NEXT_MAX, likelyNextOf } from "../../app/ui/enhance/likely-next";
import { fetchPage } from "./helpers";

/**
 * A content page's speculation rules prerender its likely next pages (app/ui/enhance/likely-next.ts),
 * at most two, content pages only: never an application path, never a query.
 */
type Rule = { source?: string; urls?: string[]; eagerness?: string; where?: unknown };
type Rules = { prefetch: Rule[]; prerender: Rule[] };

async function rulesOf(path: string): Promise<Rules> {
  const html = await (await fetchPage(path)).text();
  const json = /<script type="speculationrules" nonce="[^"]*">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json, path).toBeTruthy();
  return JSON.parse(json ?? "{}") as Rules;
}

const APPLICATION = /^\/(login|signup|logout|account|messages|contact|admin|book|newsletter$|claim-conversation|dev\/)/;

describe("the likely next pages", () => {
  it("are content pages only, at most two a page, each page's list passing the rules' own check", () => {
    for (const [path, next] of Object.entries(LIKELY_NEXT)) {
      expect(next.length, path).toBeLessThanOrEqual(LIKELY_NEXT_MAX);
      expect(likelyNextOf(path), path).toEqual(next);
      for (const url of next) {
        expect(url, path).toMatch(/^\/[^?#]*$/);
        expect(url, path).not.toMatch(APPLICATION);
      }
    }
  });

  it("are never an application path or a query, whatever the list says", () => {
    const saved = LIKELY_NEXT["/about"];
    const list = LIKELY_NEXT as Record<string, readonly string[]>;
    list["/about"] = [
      "/account",
      "/Account/",
      "/LOGIN",
      "/work?x=1",
      "/contact",
      "/admin/team",
      "/book",
      "/calendar/a.ics",
      "/team",
    ];
    try {
      expect(likelyNextOf("/about")).toEqual(["/team"]);
    } finally {
      list["/about"] = saved ?? [];
    }
  });

  for (const [path, expected] of [
    ["/services", ["/work", "/plan"]],
    ["/about", ["/team", "/work"]],
    ["/work", ["/plan", "/services"]],
  ] as const) {
    it(`${path} prerenders ${expected.join(" and ")} with moderate eagerness`, async () => {
      const rules = await rulesOf(path);
      const lists = rules.prerender.filter((rule) => rule.source === "list");
      expect(lists).toEqual([{ source: "list", urls: expected, eagerness: "moderate" }]);
    });
  }

  it("a page without a list (a legal page, a 404) prerenders only on press", async () => {
    for (const path of ["/privacy", "/no-such-page"]) {
      const rules = await rulesOf(path);
      expect(
        rules.prerender.filter((rule) => rule.source === "list"),
        path,
      ).toEqual([]);
      expect(rules.prerender.length, path).toBe(1);
    }
  });

  it("no rule on any content page lists an application path", async () => {
    for (const path of ["/services", "/work", "/plan", "/about", "/team", "/blog", "/products"]) {
      const rules = await rulesOf(path);
      for (const rule of [...rules.prefetch, ...rules.prerender]) {
        for (const url of rule.urls ?? []) expect(url, path).not.toMatch(APPLICATION);
      }
    }
  });
});
