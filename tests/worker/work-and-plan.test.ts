import { describe, expect, it } from "vitest";
import { buildEngagements, buildWorkGroups, previewWorkGroups } from "~/content/derive-pages";
import { planCopy } from "~/content/plan";
import { processCopy } from "~/content/process";
import { catalogue, serviceCategories } from "~/content/services";
import { workCopy } from "~/content/work";
import { spansGrid } from "~/site/components/work/work-grid";
import { fetchPage } from "./helpers";
import { mainTextNodes, mainWordCount, stringsOf } from "./page-text";

/** /work, /plan, the contact form they lead to, and the old placeholder paths. */

const CACHE_STATUS = "X-Edge-Cache";

function canonicalOf(html: string): string {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
}

/** What the content holds for a page: its copy and the catalogue it quotes, whitespace collapsed. */
function contentTexts(...sources: unknown[]): string[] {
  return sources.flatMap(stringsOf).map((text) => text.replace(/\s+/g, " "));
}

/** Every text of the page's `<main>` is (part of) a text of the content; digits alone (step numbers) aside. */
function expectOnlyContentText(html: string, corpus: string[]) {
  const foreign = mainTextNodes(html).filter(
    (text) => /\p{L}/u.test(text) && !corpus.some((held) => held.includes(text)),
  );
  expect(foreign, "text on the page that no content file holds").toEqual([]);
}

describe("/work", () => {
  it("shows every service's case studies and the three products, indexable, with its own card", async () => {
    const res = await fetchPage("/work");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Our Work<\/h1>/);
    expect(html).toContain("<title>Our Work | ADRIG Technologies</title>");
    expect(html).not.toContain('name="robots"');
    expect(canonicalOf(html)).toMatch(/\/work$/);
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/og\/work\.png"/);
    for (const category of serviceCategories) expect(html).toContain(`id="${category.slug}-heading"`);
    for (const slug of ["rbms", "arivubot", "billzapp"]) expect(html).toContain(`href="/products/${slug}"`);
    // Each service shows its products and first case studies, and links to all of them.
    for (const group of previewWorkGroups(buildWorkGroups(catalogue))) {
      for (const card of group.cards) expect(html).toContain(`id="${card.id}"`);
      if (group.total > group.cards.length) expect(html).toContain(`aria-label="See all case studies: ${group.title}"`);
    }
    expect(mainWordCount(html)).toBeGreaterThanOrEqual(400);
  });

  it("spans both columns with a product, and with a case study that would stand alone in its row", () => {
    const group = buildWorkGroups(catalogue).find((candidate) => candidate.slug === "chatbot-development")!;
    const [product] = group.cards.filter((card) => card.kind === "product");
    const studies = group.cards.filter((card) => card.kind === "case-study").slice(0, 3);
    expect(product && studies.length === 3).toBe(true);
    const cards = [product!, ...studies];
    expect(cards.map((card) => spansGrid(cards, card))).toEqual([true, false, false, true]);
    const even = [product!, ...studies.slice(0, 2)];
    expect(even.map((card) => spansGrid(even, card))).toEqual([true, false, false]);
  });

  it("shows every case study of the sub-service pages in its service's filtered view", async () => {
    const groups = buildWorkGroups(catalogue);
    expect(groups.flatMap((group) => group.cards).length).toBeGreaterThan(60);
    for (const group of groups) {
      const html = await (await fetchPage(`/work?service=${group.slug}`)).text();
      for (const card of group.cards) expect(html, group.slug).toContain(`id="${card.id}"`);
      expect(html).not.toContain('aria-label="See all case studies');
    }
  });

  it("holds no text the content does not: cards, labels and headings all come from app/content", async () => {
    const html = await (await fetchPage("/work")).text();
    expectOnlyContentText(html, contentTexts(workCopy, catalogue));
  });

  it("filters by service with a plain link, under its own canonical URL and title", async () => {
    const res = await fetchPage("/work?service=chatbot-development");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(canonicalOf(html)).toMatch(/\/work\?service=chatbot-development$/);
    expect(html).toContain("<title>Our Work: Chatbot Development | ADRIG Technologies</title>");
    expect(html).toContain('id="chatbot-development-heading"');
    expect(html).toContain('id="product-arivubot"');
    expect(html).not.toContain('id="data-analysis-heading"');
    expect(html).not.toContain('id="product-rbms"');
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/work\?service=chatbot-development"|<a[^>]*href="\/work\?service=chatbot-development"[^>]*aria-current="page"/,
    );
  });

  it("leads an unknown service back to all of /work, and is never cached for it", async () => {
    const res = await fetchPage("/work?service=no-such-service", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/work");
    expect(res.headers.get(CACHE_STATUS)).toBe("BYPASS");
  });
});

describe("/plan", () => {
  it("shows the engagements with the timeframes the service pages state, indexable, with its own card", async () => {
    const res = await fetchPage("/plan");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>How We Engage<\/h1>/);
    expect(html).not.toContain('name="robots"');
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/og\/plan\.png"/);
    for (const value of ["2 to 4 weeks", "4 to 8 weeks", "6 to 8 weeks", "4 to 6 months", "3 to 8+ years"]) {
      expect(html).toContain(value);
    }
    for (const engagement of buildEngagements(planCopy, catalogue)) {
      expect(html).toContain(`href="/book?engagement=${engagement.slug}"`);
      for (const fact of engagement.facts) expect(html).toContain(`href="${fact.path}"`);
    }
    expect(html).toMatch(/<details name="[^"]+"/);
    expect(html).not.toMatch(/₹|\$\s?\d|USD|INR|per hour|price/i);
    expect(mainWordCount(html)).toBeGreaterThanOrEqual(400);
  });

  it("holds no text the content does not", async () => {
    const html = await (await fetchPage("/plan")).text();
    expectOnlyContentText(html, contentTexts(planCopy, processCopy, buildEngagements(planCopy, catalogue)));
  });
});

describe("/work, /plan and /products in the browser", () => {
  it("send their content in place, as content pages without the framework", async () => {
    for (const path of ["/work", "/plan", "/work?service=chatbot-development", "/products"]) {
      const response = await fetchPage(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      // Nothing streamed behind a script: the page reads without JavaScript.
      expect(html, path).not.toMatch(/<template id="B:|\$RC\(/);
      const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
      expect(main, path).toContain("<h1");
      expect(main, path).toMatch(/<section|<article/);
      // No script of the page's own: the framework and the route chunks stay out.
      expect(html, path).not.toContain("__reactRouterContext");
      expect(html, path).not.toMatch(/\/assets\/(work|plan|products)(-view)?-[\w-]+\.js/);
    }
  });
});

describe("/contact opened from /plan", () => {
  it("puts the engagement in the message field, editable and in the server HTML", async () => {
    const html = await (await fetchPage("/contact?engagement=staff-augmentation")).text();
    expect(html).toMatch(/<textarea[^>]*name="message"[^>]*>I would like to discuss: Staff Augmentation<\/textarea>/);
    expect(html).not.toMatch(/<textarea[^>]*name="message"[^>]*readonly/i);
  });

  it("ignores free text and unknown engagements: only the content's names are ever prefilled", async () => {
    const res = await fetchPage("/contact?engagement=wire-money-to-x", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/contact");
    const html = await (await fetchPage("/contact?message=Send%20your%20password")).text();
    expect(html).not.toContain("Send your password");
  });
});

describe("the old placeholder paths", () => {
  it.each([
    ["/service", "/services"],
    ["/product", "/products"],
    ["/service/", "/services"],
  ])("%s answers 301 to %s", async (from, to) => {
    const res = await fetchPage(from, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(to);
  });
});
