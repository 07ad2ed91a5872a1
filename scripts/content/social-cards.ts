import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { productPath, servicePath, socialCardPath, subServicePath } from "../../app/content/derive.ts";
import type { Content } from "./load.ts";

/**
 * 1200x630 PNG social cards (og:image, twitter:image), made at build time: satori lays out the
 * page's title on the brand background as SVG, resvg turns it into PNG. Fonts come from the
 * @fontsource/manrope package (satori reads WOFF, not WOFF2): nothing is downloaded.
 * Finished cards are cached by a hash of their text and this file's version, so a rebuild only
 * draws the cards whose title changed.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Bump when the drawing below changes, so cached cards are redrawn. */
const DESIGN_VERSION = "3";

export type SocialCard = {
  /** The page the card belongs to, e.g. "/services/ai-automation". */
  page: string;
  /** Small line above the title: the section of the site. */
  eyebrow: string;
  title: string;
};

/** Every article, hub, sub-service and product page has its own card, and so do /work and /plan. */
export function socialCards(content: Content): SocialCard[] {
  const { catalogue, posts, work, plan } = content;
  return [
    { page: "/work", eyebrow: "Case Studies", title: work.title },
    { page: "/plan", eyebrow: "Working With ADRIG", title: plan.title },
    ...catalogue.categories.flatMap((category) => [
      { page: servicePath(category), eyebrow: "Services", title: category.title },
      ...category.subServices.map((sub) => ({
        page: subServicePath(category, sub),
        eyebrow: category.parentTitle ?? category.title,
        title: sub.title,
      })),
    ]),
    ...catalogue.products.map((product) => ({ page: productPath(product), eyebrow: "Products", title: product.title })),
    ...posts.map((post) => ({ page: `/blog/${post.slug}`, eyebrow: "AI Insights Blog", title: post.title })),
  ];
}

const require = createRequire(import.meta.url);
function font(weight: 400 | 800) {
  return readFileSync(require.resolve(`@fontsource/manrope/files/manrope-latin-${weight}-normal.woff`));
}

type Node = { type: string; props: Record<string, unknown> & { children?: Node | Node[] | string } };
const h = (type: string, style: Record<string, unknown>, children?: Node["props"]["children"]): Node => ({
  type,
  props: { style, children },
});

const PAD_X = 80;
const PAD_Y = 72;

function layout(card: SocialCard, brand: string): Node {
  const titleSize = card.title.length > 60 ? 60 : card.title.length > 36 ? 72 : 84;
  return h(
    "div",
    {
      // satori sizes the content box and adds the padding outside it, so subtract the padding.
      width: CARD_WIDTH - 2 * PAD_X,
      height: CARD_HEIGHT - 2 * PAD_Y,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: `${PAD_Y}px ${PAD_X}px`,
      // Brand blues (docs/decisions/014-routes-and-brand.md); white text on #135bfb and darker passes WCAG AA.
      backgroundImage: "linear-gradient(135deg, #135bfb 0%, #0c47d1 60%, #0f2f7d 100%)",
      color: "#ffffff",
      fontFamily: "Manrope",
    },
    [
      h(
        "div",
        {
          display: "flex",
          fontSize: 30,
          fontWeight: 800,
          letterSpacing: 4,
          textTransform: "uppercase",
          color: "#dbe7ff",
        },
        card.eyebrow,
      ),
      h(
        "div",
        { display: "flex", fontSize: titleSize, fontWeight: 800, lineHeight: 1.1, letterSpacing: -1 },
        card.title,
      ),
      h("div", { display: "flex", justifyContent: "space-between", alignItems: "center", fontSize: 30 }, [
        h("div", { display: "flex", fontWeight: 800 }, brand),
        h("div", { display: "flex", fontWeight: 400, color: "#dbe7ff" }, "adrig.co.in"),
      ]),
    ],
  );
}

export async function renderSocialCard(card: SocialCard, brand: string): Promise<Buffer> {
  const svg = await satori(layout(card, brand) as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: [
      { name: "Manrope", data: font(400), weight: 400, style: "normal" },
      { name: "Manrope", data: font(800), weight: 800, style: "normal" },
    ],
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH } }).render().asPng();
}

/** Renders every card (or takes it from the cache) and hands each to `emit` with its file name. */
export async function buildSocialCards(
  content: Content,
  emit: (fileName: string, png: Buffer) => void,
  cacheDir = join("node_modules", ".cache", "adrig-social-cards"),
): Promise<number> {
  mkdirSync(cacheDir, { recursive: true });
  const cards = socialCards(content);
  for (const card of cards) {
    const key = createHash("sha256")
      .update(JSON.stringify([DESIGN_VERSION, content.site.legalName, card]))
      .digest("hex")
      .slice(0, 32);
    const cached = join(cacheDir, `${key}.png`);
    let png: Buffer;
    if (existsSync(cached)) {
      png = readFileSync(cached);
    } else {
      png = await renderSocialCard(card, content.site.legalName);
      writeFileSync(cached, png);
    }
    emit(socialCardPath(card.page).slice(1), png);
  }
  return cards.length;
}
