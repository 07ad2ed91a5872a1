import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError, loadContent } from "../../scripts/content/load";
import { readingMinutes } from "../../scripts/content/markdown";
import { contentPlugin } from "../../scripts/content/vite-plugin";
import { CONTENT_DIR, copyOfContent, editOnce, writeContentFile } from "./fixture";

const POST = "blog/future-of-generative-ai.md";

describe("the real content", () => {
  it("passes the schema: 8 categories with 28 sub-services, 3 products, 6 posts, 2 legal pages", () => {
    const content = loadContent(CONTENT_DIR);
    expect(content.catalogue.categories).toHaveLength(8);
    expect(content.catalogue.categories.flatMap((c) => c.subServices)).toHaveLength(28);
    expect(content.catalogue.products.map((p) => p.slug)).toEqual(["rbms", "arivubot", "billzapp"]);
    expect(content.posts.map((p) => p.slug)).toEqual([
      "future-of-generative-ai",
      "ai-implementation-strategies",
      "ai-data-driven-decision-making",
      "ethical-ai-considerations",
      "chatgpt-for-customer-support",
      "ai-automation-roi-analysis",
    ]);
    expect(Object.keys(content.legal).sort()).toEqual(["privacy", "terms"]);
  });

  it("renders every article's Markdown: links to service pages, lists, bold text and subheadings", () => {
    for (const post of loadContent(CONTENT_DIR).posts) {
      const serviceLinks = new Set(
        [...post.html.matchAll(/href="(\/(?:services|products)\/[^"]+)"/g)].map((m) => m[1]),
      );
      expect(serviceLinks.size, post.slug).toBeGreaterThanOrEqual(2);
      expect(post.html, post.slug).toMatch(/<ul>|<ol>/);
      expect(post.html, post.slug).toContain("<strong>");
      expect(post.html, post.slug).toContain("<h2>");
      expect(post.html, post.slug).not.toMatch(/<script|\{\{/);
    }
    const withQuotes = loadContent(CONTENT_DIR).posts.filter((post) => post.html.includes("<blockquote>"));
    expect(withQuotes.length).toBeGreaterThanOrEqual(2);
  });

  it("computes reading times from the words (the spec's 5, 7, 6, 8, 4 and 6 minutes)", () => {
    const minutes = loadContent(CONTENT_DIR).posts.map((post) => post.readMinutes);
    expect(minutes).toEqual([5, 7, 6, 8, 4, 6]);
    expect(readingMinutes("word ".repeat(440))).toBe(2);
    expect(readingMinutes("[a link](/services/ai-automation) ## ** -")).toBe(1);
  });

  it("fills the privacy notice's facts and retention periods from site.yml", () => {
    const { legal, site } = loadContent(CONTENT_DIR);
    const privacy = legal.privacy!.html;
    expect(privacy).toContain(`mailto:${site.contact.email}`);
    expect(privacy).toContain(`after ${site.retention.emailTokenDays} days`);
    expect(privacy).not.toContain("{{");
  });
});

describe("a mistake in the content fails the build", () => {
  function expectContentError(dir: string, message: RegExp) {
    expect(() => loadContent(dir)).toThrow(ContentError);
    expect(() => loadContent(dir)).toThrow(message);
  }

  it("broken front matter: not YAML", () => {
    const dir = copyOfContent();
    editOnce(dir, POST, "title: The Future of Generative AI in the Enterprise", "title: [unclosed");
    expectContentError(dir, /blog\/future-of-generative-ai\.md: front matter is not valid YAML/);
  });

  it("broken front matter: a field missing or of the wrong kind", () => {
    const dir = copyOfContent();
    editOnce(dir, POST, "date: 2025-04-02", "date: April the second");
    expectContentError(dir, /future-of-generative-ai\.md[\s\S]*date: must be a date/);
  });

  it("no front matter at all", () => {
    const dir = copyOfContent();
    writeContentFile(dir, "blog/no-front-matter.md", "# Just a heading\n\nAnd text.\n");
    expectContentError(dir, /no-front-matter\.md: must start with front matter/);
  });

  it("an unknown related slug", () => {
    const dir = copyOfContent();
    editOnce(dir, POST, "  - ai-implementation-strategies\n", "  - ai-implementation-strategy\n");
    expectContentError(dir, /related post 'ai-implementation-strategy' does not exist/);
  });

  it("a link to a service page that does not exist", () => {
    const dir = copyOfContent();
    editOnce(dir, POST, "(/services/llm-development)", "(/services/llm-developments)");
    expectContentError(dir, /links to '\/services\/llm-developments'/);
  });

  it("a category with a benefit missing its text, or an unknown icon", () => {
    const dir = copyOfContent();
    editOnce(dir, "services/ai-automation.yml", /^icon: brain$/m, "icon: unicorn");
    expectContentError(dir, /services\/ai-automation\.yml[\s\S]*icon/);
  });

  it("a file whose slug is not its file name", () => {
    const dir = copyOfContent();
    editOnce(dir, "products/rbms.yml", /^slug: rbms$/m, "slug: rbms-2");
    expectContentError(dir, /slug 'rbms-2' must equal the file name 'rbms'/);
  });

  it("an unknown fact named in a legal page", () => {
    const dir = copyOfContent();
    editOnce(dir, "legal/terms.md", "{{contact.phone}}", "{{contact.fax}}");
    expectContentError(dir, /legal\/terms\.md: \{\{contact\.fax\}\} is not a text or number/);
  });

  it("the Vite plugin runs the check when the build starts", () => {
    const dir = copyOfContent();
    editOnce(dir, POST, "  - ai-implementation-strategies\n", "  - no-such-post\n");
    const publicDir = mkdtempSync(join(tmpdir(), "adrig-public-"));
    const plugin = contentPlugin({ contentDir: dir, publicDir });
    const buildStart = plugin.buildStart as () => void;
    expect(() => buildStart.call({})).toThrow(/related post 'no-such-post' does not exist/);
  });
});
