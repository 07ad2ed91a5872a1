import { convert } from "html-to-text";
import planer from "planer";

/**
 * The new text of an e-mailed reply: mail clients send the whole thread back, so only what the
 * client wrote above it is kept. Plain text is preferred; a mail that has only HTML is turned
 * into text first (html-to-text, dropping the quoted blockquote). Quoted history ("On … wrote:",
 * `>` lines, Outlook's "From: … Sent: …" header block) is cut by planer, a port of Mailgun's
 * talon that runs in the Worker (email-reply-parser, the usual choice, reads `import.meta.url`
 * at load and does not); the signature after the standard "-- " line (RFC 3676), and any `>`
 * line planer left (a quote without its "wrote:" line), are cut here.
 */
export function newTextOfReply(text: string | null | undefined, html: string | null | undefined): string {
  const plain = text?.trim() ? text : html ? htmlAsText(html) : "";
  const unquoted = planer.extractFrom(normaliseLineBreaks(plain.slice(0, MAX_TEXT_CHARS)), "text/plain");
  return withoutQuotedLines(withoutSignature(stripOutlookHistory(unquoted))).trim();
}

/**
 * How much of a mail's text is read: an answer is at most 5,000 characters (longer ones are
 * refused), so past 64 KB there is only quoted history, which would cost planer's patterns time.
 */
const MAX_TEXT_CHARS = 64 * 1024;

/**
 * html-to-text walks the document recursively, so a mail of 10,000 nested lists exhausts the
 * stack (RangeError). Mail clients nest a few dozen levels at most: deeper or larger HTML is read
 * by stripping its tags instead, which takes no recursion and keeps the words.
 */
const MAX_HTML_DEPTH = 200;
const MAX_HTML_CHARS = 512 * 1024;
const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);

/** Whether the elements of `html` nest deeper than `limit` (a linear scan of its tags, not a parse). */
function nestsDeeperThan(html: string, limit: number): boolean {
  let depth = 0;
  for (const [, closing, name, selfClosing] of html.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const tag = name!.toLowerCase();
    if (VOID_ELEMENTS.has(tag) || selfClosing) continue;
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
    if (depth > limit) return true;
  }
  return false;
}

function normaliseLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

function htmlAsText(html: string): string {
  if (html.length > MAX_HTML_CHARS || nestsDeeperThan(html, MAX_HTML_DEPTH)) return strippedText(html);
  try {
    return convertedText(html);
  } catch (err) {
    // Whatever html-to-text cannot take (a RangeError the scan above did not foresee) still has words.
    if (err instanceof RangeError) return strippedText(html);
    throw err;
  }
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * The words of `html` without a parser: comments, scripts and styles go, block ends become line
 * breaks, other tags go, and the common entities are decoded. Quoted blockquotes cannot be told
 * apart here; planer and the `>` rule still cut the usual quoted history.
 */
function strippedText(html: string): string {
  return html
    .slice(0, MAX_HTML_CHARS)
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<(br|\/p|\/div|\/li|\/tr|\/h[1-6]|\/blockquote)\b[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? entity;
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    })
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n");
}

function convertedText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: "a", options: { ignoreHref: true } },
      { selector: "img", format: "skip" },
      // Quoted history in HTML mail is a blockquote: it is history, not the answer.
      { selector: "blockquote", format: "skip" },
    ],
  });
}

/**
 * Outlook and several webmails quote with a header block instead of `>` lines; everything from
 * its first line on is history.
 */
function stripOutlookHistory(text: string): string {
  const lines = text.split("\n");
  const start = lines.findIndex(
    (line, i) =>
      /^-{2,}\s*Original Message\s*-{2,}$/i.test(line.trim()) ||
      (/^From:\s.+/i.test(line.trim()) && /^(Sent|Date):\s.+/i.test(lines[i + 1]?.trim() ?? "")),
  );
  return start < 0 ? text : lines.slice(0, start).join("\n");
}

/** A signature starts at the delimiter line "-- " (a trailing space is often lost on the way). */
function withoutSignature(text: string): string {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => /^--\s?$/.test(line));
  return start < 0 ? text : lines.slice(0, start).join("\n");
}

/** Quoted lines are someone else's words, wherever they stand. */
function withoutQuotedLines(text: string): string {
  return text
    .split("\n")
    .filter((line) => !line.trimStart().startsWith(">"))
    .join("\n");
}
