import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_QUERY_CHARS, normaliseSearchQuery, readSearchQuery, type SearchDocument } from "~/site/search";
import { searchSite } from "~/site/search.server";
import { searchIndex } from "~/site/search-index.server";
import worker from "../../build/server/index.js";
import { CACHE_STATUS_HEADER } from "../../workers/edge-cache/gateway";
import { keepsInMemory } from "../../workers/edge-cache/policy";
import { fetchPage, ORIGIN } from "./helpers";
import { mainHtml } from "./page-text";

/** /search: the index built at build time, ranking, marked snippets, escaping, canonical URLs and caching. */

const text = (segments: Array<{ text: string }>) => segments.map((segment) => segment.text).join("");
const marked = (segments: Array<{ text: string; mark?: true }>) =>
  segments.filter((segment) => segment.mark).map((segment) => segment.text);

function canonicalOf(html: string): string {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
}

/** One request through the built Worker, waiting until the cache write (waitUntil) is done. */
async function get(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(new URL(path, ORIGIN)), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("the index", () => {
  it("holds every hub, sub-service, product, article and team member, and /work and /plan", () => {
    const kinds = searchIndex.reduce<Record<string, number>>((count, doc) => {
      count[doc.kind] = (count[doc.kind] ?? 0) + 1;
      return count;
    }, {});
    expect(kinds).toEqual({ service: 8, "sub-service": 28, product: 3, article: 6, person: 4, page: 2 });
    expect(searchIndex.filter((doc) => doc.kind === "page").map((doc) => doc.path)).toEqual(["/work", "/plan"]);
  });
});

describe("searchSite", () => {
  const doc = (path: string, title: string, headings: string[], body: string): SearchDocument => ({
    path,
    kind: "page",
    title,
    headings,
    body,
  });

  it("ranks a word in the title above headings, and headings above the body", () => {
    const index = [
      doc("/body", "Other", [], "Invoices, invoices and more invoices, every day."),
      doc("/heading", "Another", ["Invoices"], "Nothing here."),
      doc("/title", "Invoices", [], "Short."),
    ];
    expect(searchSite(index, "invoices").map((result) => result.path)).toEqual(["/title", "/heading", "/body"]);
  });

  it("needs every word of the query, matches the start of words, and marks whole words", () => {
    const index = [
      doc("/a", "Chatbots for support", [], "Our chatbots answer on WhatsApp."),
      doc("/b", "Dashboards", [], "Charts."),
    ];
    const [result, ...rest] = searchSite(index, "chat whats");
    expect(rest).toEqual([]);
    expect(marked(result!.title)).toEqual(["Chatbots"]);
    expect(marked(result!.snippet)).toEqual(["chatbots", "WhatsApp"]);
    expect(searchSite(index, "hat")).toEqual([]);
  });

  it("keeps content and query as text: markup in either stays text in the segments", () => {
    const index = [doc("/x", "Tags", [], 'Avoid <script>alert("x")</script> & <b>bold</b> in WhatsApp replies.')];
    const [result] = searchSite(index, "<script> whatsapp");
    expect(text(result!.snippet)).toContain('<script>alert("x")</script> & <b>bold</b>');
    expect(marked(result!.snippet)).toEqual(["script", "script", "WhatsApp"]);
  });
});

describe("/search", () => {
  it("finds the chatbot pages, ArivuBot and the articles that mention WhatsApp, with the word marked", async () => {
    const res = await fetchPage("/search?q=WhatsApp");
    expect(res.status).toBe(200);
    const html = mainHtml(await res.text());
    for (const path of ["/services/chatbot-development", "/products/arivubot", "/blog/chatgpt-for-customer-support"]) {
      expect(html).toContain(`href="${path}"`);
    }
    expect(html.match(/href="\/services\/chatbot-development\/[^"]+"/g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).toMatch(/<mark[^>]*>WhatsApp<\/mark>/);
    expect(html).toMatch(/results for &quot;whatsapp&quot;/);
  });

  it("ranks the page named by the query first", async () => {
    expect(searchSite(searchIndex, "chatbot development")[0]?.path).toBe("/services/chatbot-development");
    expect(searchSite(searchIndex, "ArivuBot")[0]?.path).toBe("/products/arivubot");
    expect(searchSite(searchIndex, "Divya")[0]?.path).toBe("/team#divya-ganesan");
    expect(searchSite(searchIndex, "engage")[0]?.path).toBe("/plan");
  });

  it("says when nothing matches, and offers Services and Contact", async () => {
    const res = await fetchPage("/search?q=zqxjkv");
    expect(res.status).toBe(200);
    const html = mainHtml(await res.text());
    expect(html).toContain("No results for &quot;zqxjkv&quot;");
    expect(html).toMatch(/<a[^>]*href="\/services"[^>]*>Services<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Contact<\/a>/);
  });

  it("never lets the query inject markup", async () => {
    const attack = '"><img src=x onerror=alert(1)><script>alert(2)</script>';
    const res = await fetchPage(`/search?q=${encodeURIComponent(attack)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>alert(2)");
    expect(mainHtml(html)).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
    // Only <mark> and its text inside a result: content with "&" (RBMS: S&T) is escaped too.
    const rbms = mainHtml(await (await fetchPage("/search?q=OHE")).text());
    expect(rbms).toContain("S&amp;T");
    expect(rbms).not.toMatch(
      /<(?!\/?(?:main|mark|span|p|a|h2|li|ol|section|div|strong|form|label|input|button|h1|!--)\b)[a-z]/,
    );
  });

  it("answers any length with 200, cuts the query at the limit and says so", async () => {
    const long = "chatbot ".repeat(800);
    const res = await fetchPage(`/search?q=${encodeURIComponent(long)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`only its first ${MAX_QUERY_CHARS} characters were used`);
    expect(readSearchQuery(long)).toMatchObject({ truncated: true });
    expect(Array.from(readSearchQuery(long).query).length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
    expect((await fetchPage("/search?q=whatsapp")).status).toBe(200);
    expect(await (await fetchPage("/search?q=whatsapp")).text()).not.toContain("characters were used");
  });

  it("has a canonical URL per normalised query, and /search itself is the empty form", async () => {
    const html = await (await fetchPage("/search?q=%20%20WhatsApp%20%20Bots&utm_source=x")).text();
    expect(canonicalOf(html)).toBe(`${env.SITE_ORIGIN}/search?q=whatsapp%20bots`);
    expect(html).toContain("<title>Search: whatsapp bots | ADRIG Technologies</title>");
    const empty = await (await fetchPage("/search")).text();
    expect(canonicalOf(empty)).toBe(`${env.SITE_ORIGIN}/search`);
    expect(empty).toMatch(/<input[^>]*type="search"[^>]*name="q"/);
    expect(mainHtml(empty)).not.toContain("No results");
  });
});

describe("/search and the edge cache", () => {
  it("keeps one answer per normalised query; other parameters change nothing", async () => {
    const first = await get("/search?q=Workflow%20Automation");
    expect(first.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect(first.headers.get("Cache-Control")).toBe("no-cache");
    const again = await get("/search?utm_source=mail&q=%20workflow%20%20AUTOMATION%20");
    expect(again.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(again.headers.get("Cache-Control")).toBe("no-cache");
    const other = await get("/search?q=workflow");
    expect(other.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
  });

  it("keeps searches out of the isolate's memory, so made-up queries cannot push out the hot pages", () => {
    expect(keepsInMemory(new Request(`${ORIGIN}/search?q=x`))).toBe(false);
    expect(keepsInMemory(new Request(`${ORIGIN}/search.data?q=x`))).toBe(false);
    expect(keepsInMemory(new Request(`${ORIGIN}/services`))).toBe(true);
  });

  it("normalises case, width, spaces and invisible characters, and cuts one past the limit", () => {
    expect(normaliseSearchQuery("  ＷhatsApp\u200b  Bots\u202e ")).toBe("whatsapp bots");
    expect(normaliseSearchQuery(" \t ")).toBeNull();
    expect(normaliseSearchQuery("\ud800x")).toBe("x");
    expect(Array.from(normaliseSearchQuery("é".repeat(500))!).length).toBe(MAX_QUERY_CHARS + 1);
  });
});
