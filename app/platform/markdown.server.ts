import MarkdownIt from "markdown-it";

/**
 * Markdown as the site renders it: blog bodies at build time (scripts/content/), newsletter issues
 * in the Worker. markdown-it: CommonMark-compliant, maintained, synchronous, and its token stream
 * lets every link be checked. Raw HTML in the Markdown is turned off (`html: false`), so a text
 * cannot inject markup or scripts; markdown-it also refuses javascript:, vbscript: and data: link
 * targets by default. Relative imports only: the build loads this file too.
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

type Token = ReturnType<typeof md.parse>[number];

function walk(tokens: Token[], visit: (token: Token) => void) {
  for (const token of tokens) {
    visit(token);
    if (token.children) walk(token.children, visit);
  }
}

/**
 * The HTML, the site paths it links to, and every other link or image target (for the caller
 * to judge: http(s) and site paths are what the site accepts).
 */
export type RenderedMarkdown = { html: string; internalLinks: string[]; externalLinks: string[]; otherLinks: string[] };

const isSitePath = (target: string) => target.startsWith("/") && !target.startsWith("//");
const isWebAddress = (target: string) => /^https?:\/\//i.test(target);

/** How images are drawn: their known sizes (by the target as written), and a style for mail. */
export type ImageOptions = {
  /** Width and height of an image, so the page and the mail keep its place before it loads. */
  sizeOf?: (target: string) => { width: number; height: number } | undefined;
  /** An inline style for every image (mail clients ignore style sheets). */
  style?: string;
};

/**
 * `siteOrigin` makes site paths absolute, for HTML read outside the site (a newsletter mail);
 * without it they stay relative, as pages want them.
 */
export function renderMarkdown(source: string, siteOrigin?: string, images: ImageOptions = {}): RenderedMarkdown {
  const tokens = md.parse(source, {});
  const internalLinks: string[] = [];
  const externalLinks: string[] = [];
  const otherLinks: string[] = [];
  walk(tokens, (token) => {
    const attr = token.type === "link_open" ? "href" : token.type === "image" ? "src" : null;
    if (!attr) return;
    const target = String(token.attrGet(attr) ?? "");
    if (attr === "src") {
      const size = images.sizeOf?.(target);
      if (size) {
        token.attrSet("width", String(size.width));
        token.attrSet("height", String(size.height));
      }
      if (images.style) token.attrSet("style", images.style);
    }
    if (isSitePath(target)) {
      if (attr === "href") internalLinks.push(target);
      if (siteOrigin) token.attrSet(attr, new URL(target, siteOrigin).toString());
    } else if (isWebAddress(target)) {
      if (attr === "href") {
        externalLinks.push(target);
        // Other sites open in the same tab but get neither our referrer path nor window.opener.
        token.attrSet("rel", "noopener noreferrer");
      }
    } else {
      otherLinks.push(target);
    }
  });
  return { html: md.renderer.render(tokens, md.options, {}), internalLinks, externalLinks, otherLinks };
}

/**
 * The Markdown itself as a mail's plain-text part (readable as it is), with the site paths of its
 * links and images made absolute so they work from an inbox: `](/services)` and `[x]: /services`.
 */
export function markdownAsPlainText(source: string, siteOrigin: string): string {
  const origin = siteOrigin.replace(/\/+$/, "");
  // A function, not "$1…": the origin is text, never a replacement pattern.
  return source.replace(/(\]\(\s*<?|^ {0,3}\[[^\]\n]+\]:\s*<?)\/(?!\/)/gm, (_m, lead: string) => `${lead}${origin}/`);
}
