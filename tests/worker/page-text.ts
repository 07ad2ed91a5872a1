/**
 * Reading a served page as a visitor reads it: the text of its `<main>` (no header or footer),
 * split into the text nodes React wrote, with entities decoded. Enough for word counts and for
 * checking where each text on a page came from.
 */
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&nbsp;": " ",
};

function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|nbsp|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** The markup inside `<main>`, without scripts, styles and comments. */
export function mainHtml(html: string): string {
  const start = html.indexOf("<main");
  const end = html.indexOf("</main>");
  if (start < 0 || end < start) throw new Error("the page has no <main>");
  return html
    .slice(start, end)
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<style\b[\s\S]*?<\/style>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "\uE000");
}

/** Every text node of `<main>`, trimmed, in document order. */
export function mainTextNodes(html: string): string[] {
  return mainHtml(html)
    .split(/<[^>]*>|\uE000/)
    .map((text) => decodeEntities(text).replace(/\s+/g, " ").trim())
    .filter((text) => text !== "");
}

/** The words a visitor reads in `<main>`. */
export function mainWordCount(html: string): number {
  return mainTextNodes(html)
    .join(" ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The text of each `<p>` in `<main>`, whitespace collapsed. */
export function mainParagraphs(html: string): string[] {
  return [...mainHtml(html).matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)]
    .map((match) =>
      decodeEntities(match[1]!.replace(/<[^>]*>|\uE000/g, ""))
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((text) => text !== "");
}

/** Every string in a content value (YAML data, page models), for "does the content hold this text". */
export function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}
