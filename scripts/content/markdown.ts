import MarkdownIt from "markdown-it";

/**
 * Blog bodies are Markdown, rendered to HTML here at build time, so no parser ships to the
 * Worker or the browser. markdown-it: CommonMark-compliant, maintained, synchronous (a Vite
 * plugin can call it directly, unlike unified's async pipeline), one small dependency tree, and
 * its token stream lets the build check every link. Raw HTML in the Markdown is turned off
 * (`html: false`), so a post cannot inject markup or scripts; markdown-it also refuses
 * javascript:, vbscript: and data: link targets by default.
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

type Token = ReturnType<typeof md.parse>[number];

function walk(tokens: Token[], visit: (token: Token) => void) {
  for (const token of tokens) {
    visit(token);
    if (token.children) walk(token.children, visit);
  }
}

export type RenderedMarkdown = { html: string; internalLinks: string[] };

export function renderMarkdown(source: string): RenderedMarkdown {
  const tokens = md.parse(source, {});
  const internalLinks: string[] = [];
  walk(tokens, (token) => {
    if (token.type !== "link_open") return;
    const href = String(token.attrGet("href") ?? "");
    if (href.startsWith("/")) {
      internalLinks.push(href);
    } else if (/^https?:\/\//.test(href)) {
      // Other sites open in the same tab but get neither our referrer path nor window.opener.
      token.attrSet("rel", "noopener noreferrer");
    }
  });
  return { html: md.renderer.render(tokens, md.options, {}), internalLinks };
}

/** Words a minute for the reading time; 220 is a common figure for screen reading. */
export const WORDS_PER_MINUTE = 220;

/** Minutes to read a Markdown body: its words (not its syntax) at WORDS_PER_MINUTE, at least 1. */
export function readingMinutes(source: string): number {
  const plain = source
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1") // links: keep the text, drop the target
    .replace(/[#>*_`~-]+/g, " ");
  const words = plain.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
