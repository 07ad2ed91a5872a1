import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { outlinedPartnerLogos, outlineSvgText } from "../../scripts/content/partner-logos";
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
});
