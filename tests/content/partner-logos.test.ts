import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { decodeXmlText, outlinedPartnerLogos, outlineSvgText } from "../../scripts/content/partner-logos";
import { CONTENT_DIR } from "./fixture";

const SOURCE = join(CONTENT_DIR, "partner-logos");

describe("partner logos", () => {
  it("outlines every word of every logo: no <text> and no font left for the image to look up", () => {
    const logos = outlinedPartnerLogos(SOURCE);
    expect(logos.map(([file]) => file)).toEqual(
      readdirSync(SOURCE)
        .filter((f) => f.endsWith(".svg"))
        .sort(),
    );
    expect(logos).toHaveLength(17);
    for (const [file, svg] of logos) {
      expect(svg, file).not.toMatch(/<text|font-family/);
      expect(svg, file).toMatch(/^<svg [^>]*width="200" height="80"/);
      expect(svg, file).toContain("<title>");
    }
  });

  it("places the glyphs where the browser put the text: start, middle and end anchors, letter-spacing", () => {
    const pathOf = (text: string) => outlineSvgText(`<svg>${text}</svg>`).match(/d="([^"]+)"/)?.[1] ?? "";
    const xs = (d: string) => [...d.matchAll(/[ML](-?[\d.]+) /g)].map((m) => Number(m[1]));
    const start = xs(pathOf('<text x="10" y="40" font-size="20" font-weight="800" fill="#000">VIT</text>'));
    const middle = xs(
      pathOf('<text x="10" y="40" font-size="20" font-weight="800" fill="#000" text-anchor="middle">VIT</text>'),
    );
    const end = xs(
      pathOf('<text x="10" y="40" font-size="20" font-weight="800" fill="#000" text-anchor="end">VIT</text>'),
    );
    expect(Math.min(...start)).toBeGreaterThanOrEqual(10);
    expect(Math.min(...start)).toBeLessThan(12);
    const width = Math.max(...start) - Math.min(...start);
    expect(width).toBeGreaterThan(25);
    expect(Math.min(...middle)).toBeCloseTo(Math.min(...start) - width / 2, 0);
    expect(Math.max(...end)).toBeLessThanOrEqual(10.1);
    const spaced = xs(
      pathOf('<text x="10" y="40" font-size="10" font-weight="700" fill="#000" letter-spacing="2">AAA</text>'),
    );
    const tight = xs(pathOf('<text x="10" y="40" font-size="10" font-weight="700" fill="#000">AAA</text>'));
    // Two gaps between three letters, each 2 units wider.
    expect(Math.max(...spaced) - Math.max(...tight)).toBeCloseTo(4, 0);
  });

  it("keeps the fill and decodes entities", () => {
    const out = outlineSvgText(
      '<svg><text x="0" y="20" font-size="16" font-weight="800" fill="#135bfb">T&amp;T</text></svg>',
    );
    expect(out).toMatch(/^<svg><path d="M[^"]+" fill="#135bfb"\/><\/svg>$/);
    // "T&T" has three glyphs: the ampersand draws too.
    expect(out.length).toBeGreaterThan(
      outlineSvgText('<svg><text x="0" y="20" font-size="16" font-weight="800" fill="#135bfb">TT</text></svg>').length,
    );
  });

  it("refuses markup it cannot place instead of dropping words", () => {
    expect(() =>
      outlineSvgText('<svg><text x="0" y="20" font-size="16"><tspan>A</tspan></text></svg>', "bad.svg"),
    ).toThrow(/bad\.svg/);
    expect(() => outlineSvgText('<svg><text x="0" y="20">A</text></svg>', "bad.svg")).toThrow(/font-size/);
  });

  it("draws an apostrophe written as &apos; as one glyph, not as the letters of the entity", () => {
    const drawn = (word: string) =>
      outlineSvgText(`<svg><text x="0" y="20" font-size="19" font-weight="800">${word}</text></svg>`);
    expect(drawn("St. Joseph&apos;s")).toBe(drawn("St. Joseph's"));
    expect(drawn("St. Joseph&#x27;s")).toBe(drawn("St. Joseph's"));
  });

  it("reads every entity a logo's words may hold, and refuses one it cannot read", () => {
    expect(decodeXmlText("St. Joseph&apos;s")).toBe("St. Joseph's");
    expect(decodeXmlText("T&amp;T &quot;&lt;&gt;&quot; &#39;&#x2019;")).toBe(`T&T "<>" '\u2019`);
    expect(() => decodeXmlText("Caf&eacute;", "cafe.svg")).toThrow(/cafe\.svg.*&eacute;/);
    expect(() => decodeXmlText("A & B", "amp.svg")).toThrow(/amp\.svg/);
  });

  it("refuses a word that would be cut off by its tile", () => {
    const tile = (word: string) =>
      `<svg width="200" height="80" viewBox="0 0 200 80"><text x="64" y="34" font-size="19" font-weight="800">${word}</text></svg>`;
    expect(() => outlineSvgText(tile("St. Joseph's"), "fits.svg")).not.toThrow();
    expect(() => outlineSvgText(tile("St. Joseph's College of Engineering"), "long.svg")).toThrow(
      /long\.svg.*does not fit/,
    );
  });

  it("draws each partner's own name: the title is the name, every line a piece of it or its initials", () => {
    const landing = parse(readFileSync(join(CONTENT_DIR, "landing.yml"), "utf8")) as {
      partners: { names: Record<string, string> };
    };
    const fileOf = (key: string) => `${key.replace(/&/g, "-and-").replace(/[^a-z0-9]+/g, "-")}.svg`;
    const names = Object.entries(landing.partners.names);
    expect(names.map(([key]) => fileOf(key)).sort()).toEqual(
      readdirSync(SOURCE)
        .filter((f) => f.endsWith(".svg"))
        .sort(),
    );
    const squash = (text: string) => text.toLowerCase().replace(/\s+/g, " ");
    for (const [key, name] of names) {
      const file = fileOf(key);
      const svg = readFileSync(join(SOURCE, file), "utf8");
      expect(decodeXmlText(/<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? "", file), file).toBe(name);
      const lines = [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => decodeXmlText(m[1] ?? "", file));
      expect(lines.length, file).toBeGreaterThan(0);
      for (const line of lines) {
        const initials = /^[A-Z&]{1,4}$/.test(line) && line[0] === name[0]?.toUpperCase();
        expect(initials || squash(name).includes(squash(line)), `${file}: "${line}" is not part of "${name}"`).toBe(
          true,
        );
      }
    }
  });
});
