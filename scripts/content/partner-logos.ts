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

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * Replaces each `<text x y font-size font-weight fill [text-anchor] [letter-spacing]>word</text>`
 * with one path of its glyphs (kerning and letter-spacing applied as a browser would), and drops
 * the font-family the paths no longer need. Throws on text it cannot place (nested <tspan>).
 */
export function outlineSvgText(svg: string, name = "logo"): string {
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
      const glyphs = font.stringToGlyphs(decode(body));
      const advances = glyphs.map((glyph, i) => {
        const next = glyphs[i + 1];
        return (glyph.advanceWidth ?? 0) * scale + (next ? font.getKerningValue(glyph, next) * scale : 0) + spacing;
      });
      const width = advances.reduce((sum, advance) => sum + advance, 0) - spacing;
      const anchor = attr["text-anchor"];
      let x = x0 - (anchor === "middle" ? width / 2 : anchor === "end" ? width : 0);
      let d = "";
      glyphs.forEach((glyph, i) => {
        d += glyph.getPath(x, y, size).toPathData(1);
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
