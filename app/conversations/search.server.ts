import type { SnippetPart } from "~/conversations/inbox";
import { LIMITS } from "~/ui/forms/limits";

/**
 * The inbox's search: SQLite's FTS5 in D1 over every conversation's sender, first message,
 * messages and notes (the `conversation_search` index, one document per conversation kept in step by
 * triggers: migration 0016).
 * Whatever is typed becomes a safe query: its words, each quoted (so FTS5's own syntax, `AND`,
 * `NEAR`, `*`, quotes, can never be injected or fail to parse), the last one also matching as a
 * prefix, so "whats" finds "WhatsApp" while typing. The index's tokenizer (unicode61) keeps only
 * letters and numbers, so what it drops and a person may look for, emoji and other symbols
 * ("🚀🚀", "£"), is looked up as text in the documents instead (app/conversations/inbox.server.ts).
 */

/** Split as the index's tokenizer (unicode61) splits: at spaces, punctuation, symbols and control characters. */
const SEPARATORS = /[\s\p{P}\p{Z}\p{C}\p{S}]+/u;
/**
 * A run of symbols as it is typed and stored: emoji and signs, held together by what joins or
 * shapes them (the zero-width joiner, variation selectors, skin tones, the keycap).
 */
const SYMBOL_RUNS = /[\p{S}\p{Extended_Pictographic}][\p{S}\p{Extended_Pictographic}\p{M}\u200d]*/gu;
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

/**
 * What a search asks the index: `match`, the FTS5 query of its words (null without any), and
 * `symbols`, the runs of symbols a document must hold as typed. Null when it holds neither (only
 * punctuation, say): nothing can match.
 */
export type SearchTerms = { match: string | null; symbols: string[] };

export function searchTerms(text: string): SearchTerms | null {
  const normal = text.normalize("NFKC");
  const words = normal.split(SEPARATORS).filter(Boolean).slice(0, MAX_WORDS);
  const symbols = [...new Set(text.match(SYMBOL_RUNS) ?? [])].slice(0, MAX_WORDS);
  if (words.length === 0 && symbols.length === 0) return null;
  const match =
    words.length === 0
      ? null
      : words.map((word, i) => `"${word.replace(/"/g, '""')}"${i === words.length - 1 ? "*" : ""}`).join(" ");
  return { match, symbols };
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
