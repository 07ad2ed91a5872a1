/**
 * The web addresses in a plain text (a reply, a message, a mail's text part), so the page and the
 * mail can show them as links. Only http and https: an address is a link only when `new URL` reads
 * it with one of these two schemes, so `javascript:`, `data:` and the like stay text. A link ends at
 * white space, at a character that cannot stand unescaped in an address (`<`, `>`, `"`, a backtick)
 * and before punctuation that closes the sentence around it ("see https://a.example/x." or
 * "(https://a.example/x)"), unless that closing bracket opened inside the address. The pieces
 * carry the text as it is: whoever shows them escapes it (React does; the mail's HTML calls
 * escapeHtml), so nothing in a text can become markup.
 */

export type TextPart = { text: string; href?: undefined } | { text: string; href: string };

const CANDIDATE = /https?:\/\/[^\s<>"`]+/gi;
const TRAILING = /[.,;:!?'*_~]+$/;
const PAIRS: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

/** Drops what closes the sentence rather than the address: trailing punctuation, an unmatched closing bracket. */
function trimEnd(candidate: string): string {
  let url = candidate;
  for (;;) {
    const before = url;
    url = url.replace(TRAILING, "");
    const last = url.at(-1) ?? "";
    const opener = PAIRS[last];
    if (opener && count(url, opener) < count(url, last)) url = url.slice(0, -1);
    if (url === before) return url;
  }
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** An address worth a link: http(s), with a host. */
function linkable(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}

/** `text` in order: plain pieces, and the addresses in it with the `href` they lead to. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const url = trimEnd(match[0]);
    if (!linkable(url)) continue;
    const start = match.index;
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ text: url, href: url });
    at = start + url.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** What a link found in someone's text carries: it opens no window for the page to reach back, sends no referrer and vouches for nothing. */
export const TEXT_LINK_REL = "noopener noreferrer nofollow";
