import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { buildEngagements, buildWorkGroups } from "../../app/content/derive-pages";
import { loadContent } from "../../scripts/content/load";
import { CONTENT_DIR, copyOfContent, editOnce } from "./fixture";

/**
 * /work, /plan, /about and /products are made of facts the content already holds: nothing on them
 * is written in code, a duration lives in one file, and the pages are long enough to be useful.
 * (The served HTML is checked the same way in tests/worker/work-and-plan.test.ts.)
 */

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [collapse(value)];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Every text of every YAML file under app/content, with the file it is in. */
function yamlTexts(dir: string): Array<{ file: string; text: string }> {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(folder, entry.name))
        : entry.name.endsWith(".yml")
          ? [join(folder, entry.name)]
          : [],
    );
  return walk(dir).flatMap((path) =>
    stringsOf(parseYaml(readFileSync(path, "utf8"))).map((text) => ({ file: relative(dir, path), text })),
  );
}

const words = (texts: string[]) => texts.join(" ").split(/\s+/).filter(Boolean).length;

describe("/work's cards trace to content files", () => {
  const content = loadContent(CONTENT_DIR);
  const texts = yamlTexts(CONTENT_DIR);
  const groups = buildWorkGroups(content.catalogue);
  const cards = groups.flatMap((group) => group.cards);

  it("has the three products and every sub-service page's case studies, each under its service", () => {
    expect(cards.filter((card) => card.kind === "product").map((card) => card.id)).toEqual(
      expect.arrayContaining(["product-rbms", "product-arivubot", "product-billzapp"]),
    );
    const subStudies = content.catalogue.categories.flatMap((c) => c.subServices.flatMap((s) => s.caseStudies));
    expect(cards.filter((card) => card.kind === "case-study")).toHaveLength(subStudies.length);
    expect(groups.map((group) => group.slug)).toEqual(content.catalogue.categories.map((c) => c.slug));
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
  });

  it("every text on every card is held by a content file: the file of the card's own page", () => {
    for (const card of cards) {
      const { kind: _kind, id: _id, path, ...facts } = card;
      const ownFile =
        card.kind === "product" ? `products/${path.split("/")[2]}.yml` : `services/${path.split("/")[2]}.yml`;
      for (const text of stringsOf(facts)) {
        const holders = texts.filter((held) => held.text.includes(text)).map((held) => held.file);
        expect(holders, `${card.id}: "${text}"`).toContain(ownFile);
      }
    }
  });

  it("every card links to a real page of the catalogue", () => {
    const pages = new Set([
      ...content.catalogue.products.map((p) => `/products/${p.slug}`),
      ...content.catalogue.categories.flatMap((c) => c.subServices.map((s) => `/services/${c.slug}/${s.slug}`)),
    ]);
    for (const card of cards) expect(pages, card.id).toContain(card.path.split("#")[0]);
  });

  it("every card's link names the page it leads to, and promises no story that page does not tell", () => {
    const titles = new Map<string, string>([
      ...content.catalogue.products.map((p) => [`/products/${p.slug}`, p.name] as const),
      ...content.catalogue.categories.flatMap((c) =>
        c.subServices.map((s) => [`/services/${c.slug}/${s.slug}`, s.title] as const),
      ),
    ]);
    expect(content.work.labels.readMore).not.toMatch(/story/i);
    for (const card of cards) {
      const title = titles.get(card.path);
      expect(title, card.id).toBeDefined();
      expect(content.work.labels.readMore.replace("{page}", card.page)).toBe(`More about ${title}`);
    }
  });

  it("holds well over 400 words", () => {
    expect(words(stringsOf([content.work, groups]))).toBeGreaterThanOrEqual(400);
  });
});

describe("/plan quotes its timeframes from the service pages", () => {
  const content = loadContent(CONTENT_DIR);
  const texts = yamlTexts(CONTENT_DIR);
  const engagements = buildEngagements(content.plan, content.catalogue);

  it("gives the assessment, build and staff augmentation figures, each from one service file", () => {
    const facts = engagements.flatMap((engagement) => engagement.facts.map((fact) => [engagement.slug, fact.value]));
    expect(facts).toEqual([
      ["assessment", "2 to 4 weeks"],
      ["build", "4 to 8 weeks"],
      ["build", "6 to 8 weeks"],
      ["build", "4 to 6 months"],
      ["staff-augmentation", "3 to 8+ years"],
      ["staff-augmentation", "within 72 hours"],
    ]);
    // The figure is written as data in exactly one file: the service page that states it.
    for (const fact of engagements.flatMap((engagement) => engagement.facts)) {
      const files = new Set(texts.filter((held) => held.text === fact.value).map((held) => held.file));
      expect([...files], fact.id).toHaveLength(1);
      expect([...files][0], fact.id).toMatch(/^services\//);
    }
    expect(readFileSync(join(CONTENT_DIR, "plan.yml"), "utf8")).not.toMatch(/\d+\s*(?:to|-)\s*\d+\s*(?:weeks|months)/);
  });

  it("names no price", () => {
    expect(stringsOf([content.plan, engagements]).join(" ")).not.toMatch(/₹|\$|USD|INR|lakh|crore|per hour/i);
  });

  it("holds well over 400 words", () => {
    expect(words(stringsOf([content.plan, engagements]))).toBeGreaterThanOrEqual(400);
  });

  it("fails the build when an engagement names a fact no service states", () => {
    const dir = copyOfContent();
    editOnce(dir, "plan.yml", "facts: [assessment-duration]", "facts: [assessment-length]");
    expect(() => loadContent(dir)).toThrow(/plan\.yml: engagement 'assessment' names key fact 'assessment-length'/);
  });

  it("fails the build when a key fact says what its page does not", () => {
    const dir = copyOfContent();
    editOnce(dir, "services/chatbot-development.yml", "    value: 4 to 8 weeks", "    value: 3 to 5 weeks");
    expect(() => loadContent(dir)).toThrow(/chatbot-build.*never states '3 to 5 weeks'/);
  });
});

describe("/about and /products", () => {
  const content = loadContent(CONTENT_DIR);

  it("/about holds over 400 words of its own, the journey and the people from team.yml", () => {
    const { about, team } = content;
    const people = team.members.flatMap((member) => [member.name, member.role]);
    expect(words(stringsOf([about, team.timeline, people]))).toBeGreaterThanOrEqual(400);
  });

  it("no paragraph of /about stands on the home page", () => {
    const home = stringsOf(content.landing);
    for (const paragraph of stringsOf(content.about)) {
      expect(home.filter((text) => text.includes(paragraph) || (paragraph.includes(text) && text.length > 40))).toEqual(
        [],
      );
    }
  });

  it("/products tells each product's problem, users and features in over 250 words", () => {
    const overview = content.catalogue.products.flatMap((product) => [
      product.name,
      product.title,
      product.shortDescription,
      product.profile.problem,
      product.profile.users,
      ...product.benefits.flatMap((benefit) => [benefit.title, benefit.text]),
    ]);
    expect(words(overview)).toBeGreaterThanOrEqual(250);
  });
});
