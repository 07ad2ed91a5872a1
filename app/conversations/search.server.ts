import type { SnippetPart } from "~/conversations/inbox";
import { LIMITS } from "~/ui/forms/limits";

/**
 * The inbox's search: SQLite's FTS5 in D1 over every conversation's sender, first message,
 * messages and notes (the `conversation_search` index, one document per conversation kept in step by
 * triggers: migration 0016).
 * Whatever is typed becomes a safe query: its words, each quoted (so FTS5's own syntax, `AND`,
 * `NEAR`, `*`, quotes, can never be injected or fail to parse), the last one also matching as a
 * prefix, so "whats" finds "WhatsApp" while typing.
 */

/** Split as the index's tokenizer (unicode61) splits: at spaces, punctuation and control characters. */
const SEPARATORS = /[\s\p{P}\p{Z}\p{C}]+/u;
/** More words than anyone types into an inbox search; each one costs the index a lookup. */
const MAX_WORDS = 12;

export type SearchText = {
  /** What is searched: the typed text, or its start when it was longer than the limit. */
  text: string;
  /** The typed text was longer (the page says so). */
  shortened: boolean;
};

/** The typed search, trimmed and held to its limit in whole characters. */
export function searchText(typed: string): SearchText {
  const chars = [...typed.trim()];
  const text = chars.slice(0, LIMITS.inboxSearch.max).join("").trim();
  return { text, shortened: chars.length > LIMITS.inboxSearch.max };
}

/** The FTS5 query for a search, or null when it holds no word at all (only punctuation, say). */
export function ftsQuery(text: string): string | null {
  const words = text.normalize("NFKC").split(SEPARATORS).filter(Boolean).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return words.map((word, i) => `"${word.replace(/"/g, '""')}"${i === words.length - 1 ? "*" : ""}`).join(" ");
}

/** Where a snippet marks a matched word: control characters no text in the index holds. */
export const MARK_START = "\u0002";
export const MARK_END = "\u0003";

/** A snippet as parts, the matched words flagged, for the page to mark without any HTML in the data. */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [i, piece] of snippet.split(new RegExp(`[${MARK_START}${MARK_END}]`)).entries()) {
    if (piece) parts.push({ text: piece, match: i % 2 === 1 });
  }
  return parts;
}
