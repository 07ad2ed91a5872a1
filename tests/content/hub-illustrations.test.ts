import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { serviceIllustrationPath } from "../../app/content/derive";
import { loadContent } from "../../scripts/content/load";
import { CONTENT_DIR } from "./fixture";

const PUBLIC_DIR = join(CONTENT_DIR, "../../public");
const MAX_BYTES = 8 * 1024;

/** Each of the 8 hubs has its own picture (its sub-service pages show the same one). */
describe("hub illustrations", () => {
  const { catalogue } = loadContent(CONTENT_DIR);
  const files = catalogue.categories.map((category) => ({
    slug: category.slug,
    file: join(PUBLIC_DIR, serviceIllustrationPath(category)),
  }));

  it("there is one per hub, 8 in all, and no two are the same picture", () => {
    expect(files).toHaveLength(8);
    for (const { slug, file } of files) expect(existsSync(file), `${slug}: ${file}`).toBe(true);
    const hashes = files.map(({ file }) => createHash("sha256").update(readFileSync(file)).digest("hex"));
    expect(new Set(hashes).size).toBe(8);
  });

  it("each is an SVG of at most 8 KB with its width and height set", () => {
    for (const { slug, file } of files) {
      const svg = readFileSync(file, "utf8");
      expect(svg.length, slug).toBeLessThanOrEqual(MAX_BYTES);
      const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
      expect(root, slug).toMatch(/\swidth="\d+"/);
      expect(root, slug).toMatch(/\sheight="\d+"/);
      expect(root, slug).toMatch(/\sviewBox="/);
      // Decorative pictures, drawn with shapes only: no scripts, no outside references.
      expect(svg, slug).not.toMatch(/<script|xlink:href="http|href="http/i);
    }
  });
});
