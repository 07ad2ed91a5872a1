import { describe, expect, it } from "vitest";
import { aboutCopy } from "~/content/about";
import { processCopy } from "~/content/process";
import { timeline } from "~/content/team";
import { fetchPage } from "./helpers";
import { mainTextNodes } from "./page-text";

/**
 * One process and one history (docs/content.md): the way we work is told in full on /plan only,
 * and the home, service and product pages show the same three stages from process.yml with a
 * link there; the company's history ("Our Journey") is told on /about only, and /team links to it.
 */

const PAGES = ["/", "/services/ai-automation", "/products/rbms", "/plan", "/about", "/team"] as const;

async function textsOf(path: string): Promise<string[]> {
  const res = await fetchPage(path);
  expect(res.status, path).toBe(200);
  return mainTextNodes(await res.text());
}

/** The texts of `wanted` the page shows, in the page's order (a text shown twice counts twice). */
function shown(texts: string[], wanted: readonly string[]): string[] {
  return texts.filter((text) => wanted.includes(text));
}

const stageTitles = processCopy.stages.map((stage) => stage.title);
const steps = processCopy.stages.flatMap((stage) => stage.steps);

describe("the way we work, from one source", () => {
  it("/plan tells every stage and every step of process.yml, in order", async () => {
    const texts = await textsOf("/plan");
    expect(shown(texts, stageTitles)).toEqual(stageTitles);
    expect(
      shown(
        texts,
        steps.map((step) => step.title),
      ),
    ).toEqual(steps.map((step) => step.title));
    for (const step of steps) expect(texts).toContain(step.description.replace(/\s+/g, " "));
  });

  it("the home, a hub and a product page show the same three stages, no step, and link to /plan's process", async () => {
    for (const path of ["/", "/services/ai-automation", "/products/rbms"]) {
      const res = await fetchPage(path);
      const html = await res.text();
      const texts = mainTextNodes(html);
      expect(shown(texts, stageTitles), path).toEqual(stageTitles);
      expect(
        shown(
          texts,
          steps.map((step) => step.title),
        ),
        path,
      ).toEqual([]);
      expect(html, path).toContain('href="/plan#process"');
      expect(texts, path).toContain(processCopy.linkLabel);
    }
  });
});

describe("the company's history, told once", () => {
  it("'Our Journey' and its entries are on /about only; /team links there", async () => {
    const journey = [aboutCopy.journey.title, ...timeline.map((entry) => entry.description.replace(/\s+/g, " "))];
    for (const path of PAGES) {
      const texts = await textsOf(path);
      expect(shown(texts, journey), path).toEqual(path === "/about" ? journey : []);
    }
    const team = await (await fetchPage("/team")).text();
    expect(team).toContain('href="/about#about-journey"');
  });
});
