/** Reading time of a blog body; the rendering itself is app/platform/markdown.server.ts, shared with the Worker. */

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
