import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import opentype from "opentype.js";

/**
 * The partner logos are drawn in app/content/partner-logos/ as SVG with live <text> in Manrope,
 * so an editor can change a word. Served as they are, each <img> is its own SVG document that
 * cannot see the page's web font: the words fell back to a system font, and laying out and
 * painting that text in 17 documents cost the home page ~100 ms of main thread under Lighthouse's
 * 4x CPU slowdown (its Total Blocking Time budget is 50 ms). The build therefore turns every
 * <text> into a <path> drawn from Manrope's own glyphs: the logos look as designed everywhere
 * and cost the page almost nothing to lay out. Output goes to /images/partners/<name>.svg.
 */
export const PARTNER_LOGO_URL_DIR = "images/partners";

const require = createRequire(import.meta.url);
const fonts = new Map<number, opentype.Font>();

/** Manrope at the given weight, from the @fontsource package (WOFF: opentype.js reads it, not WOFF2). */
function manrope(weight: number): opentype.Font {
  let font = fonts.get(weight);
  if (!font) {
    const file = readFileSync(require.resolve(`@fontsource/manrope/files/manrope-latin-${weight}-normal.woff`));
    font = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
    fonts.set(weight, font);
  }
  return font;
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/**
 * The text an SVG's markup stands for: XML's five named entities and numeric references. An
 * entity left undecoded was drawn as letters ("St. Joseph&apos;s" became "St. Joseph&ap…",
 * clipped by its tile), so one this cannot read stops the build instead.
 */
export function decodeXmlText(text: string, name = "logo"): string {
  return text.replace(/&([^;\s&]*)(;?)/g, (entity, body: string, semicolon: string) => {
    const hex = /^#x([0-9a-f]+)$/i.exec(body)?.[1];
    const decimal = /^#(\d+)$/.exec(body)?.[1];
    if (semicolon && (hex || decimal)) return String.fromCodePoint(hex ? Number.parseInt(hex, 16) : Number(decimal));
    if (semicolon && Object.hasOwn(NAMED_ENTITIES, body)) return NAMED_ENTITIES[body] as string;
    throw new Error(`${name}: cannot read the entity "${entity}"`);
  });
}

/** The tile a logo is drawn in: its viewBox, else its width and height; none for a bare fragment. */
function tileOf(svg: string): { x: number; y: number; width: number; height: number } | undefined {
  const open = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const box = /viewBox="([^"]+)"/
    .exec(open)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4) return { x: box[0] ?? 0, y: box[1] ?? 0, width: box[2] ?? 0, height: box[3] ?? 0 };
  const width = Number(/\bwidth="([\d.]+)"/.exec(open)?.[1]);
  const height = Number(/\bheight="([\d.]+)"/.exec(open)?.[1]);
  return width > 0 && height > 0 ? { x: 0, y: 0, width, height } : undefined;
}

/**
 * Replaces each `<text x y font-size font-weight fill [text-anchor] [letter-spacing]>word</text>`
 * with one path of its glyphs (kerning and letter-spacing applied as a browser would), and drops
 * the font-family the paths no longer need. Throws on text it cannot place (nested <tspan>, an
 * entity it cannot read, a word that would be cut off by the logo's tile).
 */
export function outlineSvgText(svg: string, name = "logo"): string {
  const tile = tileOf(svg);
  return svg
    .replace(/<text\b([^>]*)>([\s\S]*?)<\/text>/g, (_match, attributes: string, body: string) => {
      if (body.includes("<")) throw new Error(`${name}: <text> may hold only words, not other elements`);
      const attr = Object.fromEntries([...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      const size = Number(attr["font-size"]);
      const x0 = Number(attr.x ?? 0);
      const y = Number(attr.y ?? 0);
      if (!(size > 0) || !Number.isFinite(x0) || !Number.isFinite(y))
        throw new Error(`${name}: <text> needs numeric x, y and font-size`);
      const font = manrope(Number(attr["font-weight"] ?? 400));
      const spacing = Number(attr["letter-spacing"] ?? 0);
      const scale = size / font.unitsPerEm;
      const words = decodeXmlText(body, name);
      const glyphs = font.stringToGlyphs(words);
      const advances = glyphs.map((glyph, i) => {
        const next = glyphs[i + 1];
        return (glyph.advanceWidth ?? 0) * scale + (next ? font.getKerningValue(glyph, next) * scale : 0) + spacing;
      });
      const width = advances.reduce((sum, advance) => sum + advance, 0) - spacing;
      const anchor = attr["text-anchor"];
      let x = x0 - (anchor === "middle" ? width / 2 : anchor === "end" ? width : 0);
      let d = "";
      glyphs.forEach((glyph, i) => {
        const path = glyph.getPath(x, y, size);
        if (tile) {
          const { x1, y1, x2, y2 } = path.getBoundingBox();
          const inside = x1 >= tile.x && y1 >= tile.y && x2 <= tile.x + tile.width && y2 <= tile.y + tile.height;
          if (!inside && x2 > x1)
            throw new Error(`${name}: "${words}" does not fit its ${tile.width}x${tile.height} tile`);
        }
        d += path.toPathData(1);
        x += advances[i] ?? 0;
      });
      const fill = attr.fill ? ` fill="${attr.fill}"` : "";
      return `<path d="${d}"${fill}/>`;
    })
    .replace(/\s+font-family="[^"]*"/g, "");
}

/** Every source logo as [file name, outlined SVG]. */
export function outlinedPartnerLogos(sourceDir: string): [string, string][] {
  return readdirSync(sourceDir)
    .filter((file) => file.endsWith(".svg"))
    .sort()
    .map((file) => [file, outlineSvgText(readFileSync(join(sourceDir, file), "utf8"), file)]);
}
