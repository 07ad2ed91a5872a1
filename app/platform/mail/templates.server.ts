import { buildMailFooter } from "~/content/derive";
import { site } from "~/content/site";
import { TEXT_LINK_REL, textParts } from "~/ui/text-links";
import type { Mail } from "./mail.server";

/** Every mail has a plain-text part and a simple HTML part built from the same paragraphs. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/**
/**
 * A paragraph's or a quote's text as HTML: escaped, with its http(s) addresses as links (a reply
 * that names a page, quoted in the mail, is a link there as on the site; app/ui/text-links.ts).
 * A long address may break anywhere, so it never widens the mail past a phone's screen.
 */
function linkedHtml(text: string): string {
  return textParts(text)
    .map((part) =>
      part.href
        ? `<a href="${escapeHtml(part.href)}" rel="${TEXT_LINK_REL}" style="color:#135bfb;word-break:break-all">${escapeHtml(part.text)}</a>`
        : escapeHtml(part.text),
    )
    .join("");
}

/**
 * A paragraph, a button link (with the address to paste beneath it), a row of short labelled
 * links (e.g. "Add to Google Calendar", whose address is too long to show), or a quoted passage
 * (an earlier entry of a conversation).
 */
export type Block =
  | { text: string }
  | { link: string; label: string }
  | { links: { link: string; label: string }[] }
  | { quote: string; caption: string };

/** Company and postal address from app/content/site.yml, the one place they are written. */
export const MAIL_FOOTER = buildMailFooter(site);

/**
 * Every mail fits a phone and at most 600 px, the width mail clients design for: the body is
 * sized with its padding, and any long word or address wraps anywhere rather than widening it.
 */
export const MAIL_BODY_STYLE =
  "font-family:Arial,sans-serif;color:#0b1b3f;line-height:1.5;max-width:600px;box-sizing:border-box;margin:0 auto;padding:24px;overflow-wrap:anywhere;word-break:break-word";

const BUTTON_STYLE =
  "display:inline-block;background:#135bfb;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600";
const SECONDARY_BUTTON_STYLE =
  "display:inline-block;margin:0 8px 8px 0;border:1px solid #135bfb;color:#0b47d1;padding:10px 16px;border-radius:999px;text-decoration:none;font-weight:600";

function plainText(block: Block): string {
  if ("link" in block) return `${block.label}: ${block.link}`;
  if ("links" in block) return block.links.map((l) => `${l.label}: ${l.link}`).join("\n");
  if ("quote" in block) return `${block.caption}\n${block.quote.replace(/^/gm, "> ")}`;
  return block.text;
}

function htmlBlock(block: Block): string {
  if ("link" in block) {
    return `<p><a href="${escapeHtml(block.link)}" style="${BUTTON_STYLE}">${escapeHtml(block.label)}</a></p><p style="font-size:13px;color:#4a5673;word-break:break-all">Or paste this link into your browser: ${escapeHtml(block.link)}</p>`;
  }
  if ("links" in block) {
    const links = block.links.map(
      (l) => `<a href="${escapeHtml(l.link)}" style="${SECONDARY_BUTTON_STYLE}">${escapeHtml(l.label)}</a>`,
    );
    return `<p>${links.join(" ")}</p>`;
  }
  if ("quote" in block) {
    return `<p style="margin-bottom:4px;font-size:13px;color:#4a5673">${escapeHtml(block.caption)}</p><blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #dbe7ff;color:#4a5673;white-space:pre-line">${linkedHtml(block.quote)}</blockquote>`;
  }
  return `<p style="white-space:pre-line">${linkedHtml(block.text)}</p>`;
}

export function compose(to: string, subject: string, blocks: Block[]): Mail {
  const footer = MAIL_FOOTER;
  const text = [...blocks.map(plainText), "--", footer].join("\n\n");
  const body = blocks.map(htmlBlock).join("");
  const html = `<!doctype html><html lang="en"><body style="${MAIL_BODY_STYLE}">${body}<hr style="border:none;border-top:1px solid #dbe7ff"><p style="font-size:12px;color:#4a5673">${escapeHtml(footer)}</p></body></html>`;
  return { to, subject, text, html };
}

/**
 * Names travel into subjects: mail headers get no line breaks or other control characters,
 * whatever a stored name holds (names are refused with them anyway). The two joiners stay: emoji
 * sequences (👩‍💻) and some scripts are written with them, and they break no header. Non-ASCII
 * text is otherwise handed on as it is: Email Service takes the subject as a field, not as raw
 * MIME, and encodes it for the header itself (RFC 2047; docs/decisions/024-newsletter-editor.md).
 */
export function headerSafe(text: string): string {
  return text.replace(/(?:(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}])+/gu, " ").trim();
}
