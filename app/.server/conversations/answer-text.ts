import { convert } from "html-to-text";
import planer from "planer";

/**
 * The new text of an e-mailed answer: mail clients send the whole thread back, so only what the
 * client wrote above it is kept. Plain text is preferred; a mail that has only HTML is turned
 * into text first (html-to-text, dropping the quoted blockquote). Quoted history ("On … wrote:",
 * `>` lines, Outlook's "From: … Sent: …" header block) is cut by planer, a port of Mailgun's
 * talon that runs in the Worker (email-reply-parser, the usual choice, reads `import.meta.url`
 * at load and does not); the signature after the standard "-- " line (RFC 3676), and any `>`
 * line planer left (a quote without its "wrote:" line), are cut here.
 */
export function newTextOfAnswer(text: string | null | undefined, html: string | null | undefined): string {
  const plain = text?.trim() ? text : html ? htmlAsText(html) : "";
  const unquoted = planer.extractFrom(normaliseLineBreaks(plain), "text/plain");
  return withoutQuotedLines(withoutSignature(stripOutlookHistory(unquoted))).trim();
}

function normaliseLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

function htmlAsText(html: string): string {
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
