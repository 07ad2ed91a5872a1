import type { SearchDocument, SearchResult, Segment } from "~/site/search";

/**
 * Searching the index built at build time (app/site/search-documents.ts), in the Worker, with no
 * database. A document matches when every word of the query starts a word of it (so "chat" finds
 * "chatbots"). Ranking: a word in the title outweighs any number in headings, and headings
 * outweigh the body. Titles and snippets come back as segments with the matched words marked; the
 * page renders them as text, so neither the content nor the query can inject markup.
 */

/** Words too common to search for on their own; a query made only of them still searches them. */
const STOP_WORDS = new Set(
  "a an and are as at be by for from how i in is it of on or our the to we what with you your".split(" "),
);
/** More words than anyone types; the rest are ignored. */
const MAX_TERMS = 8;
const SNIPPET_CHARS = 180;
const SNIPPET_LEAD = 50;

const WORD_CHAR = /[\p{L}\p{N}]/u;
const WORDS = /[\p{L}\p{N}]+/gu;

const TITLE_WEIGHT = 1000;
const HEADING_WEIGHT = 50;
const MAX_HEADING_HITS = 5;
const MAX_BODY_HITS = 20;

/** The query's words, lower case, stop words dropped unless nothing else is left. */
function queryTerms(query: string): string[] {
  const words = [...new Set(query.toLowerCase().match(WORDS) ?? [])];
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_TERMS);
}

/** Lower case with the same length as the text, so a position in one is the same in the other. */
function fold(text: string): string {
  let out = "";
  for (const char of text) {
    const lower = char.toLowerCase();
    out += lower.length === char.length ? lower : char;
  }
  return out;
}

type Folded = { doc: SearchDocument; title: string; headings: string[]; body: string };
const foldedIndexes = new WeakMap<readonly SearchDocument[], Folded[]>();

/** The index folded once per isolate (the documents never change while it runs). */
function foldedIndex(index: readonly SearchDocument[]): Folded[] {
  let folded = foldedIndexes.get(index);
  if (!folded) {
    folded = index.map((doc) => ({
      doc,
      title: fold(doc.title),
      headings: doc.headings.map(fold),
      body: fold(doc.body),
    }));
    foldedIndexes.set(index, folded);
  }
  return folded;
}

type Match = { start: number; end: number; term: number };

/** Where the terms start words of `folded`: each match covers the whole word it starts. */
function matchesIn(folded: string, terms: string[], limit = Number.POSITIVE_INFINITY): Match[] {
  const found: Match[] = [];
  terms.forEach((term, index) => {
    let from = 0;
    let count = 0;
    while (count < limit) {
      const at = folded.indexOf(term, from);
      if (at < 0) break;
      from = at + 1;
      if (at > 0 && WORD_CHAR.test(folded[at - 1]!)) continue;
      let end = at + term.length;
      while (end < folded.length && WORD_CHAR.test(folded[end]!)) end += 1;
      found.push({ start: at, end, term: index });
      count += 1;
    }
  });
  return found.sort((a, b) => a.start - b.start || b.end - a.end);
}

function countIn(folded: string, term: string, limit: number): number {
  return matchesIn(folded, [term], limit).length;
}

/** `text` split into segments, the matched words marked (overlapping matches merged). */
function segmentsOf(text: string, matches: Match[], offset = 0): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const match of matches) {
    const start = match.start - offset;
    const end = match.end - offset;
    if (end <= at || start < 0 || end > text.length) continue;
    const from = Math.max(start, at);
    if (from > at) segments.push({ text: text.slice(at, from) });
    segments.push({ text: text.slice(from, end), mark: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}

/** The start of the word `position` is in (or the position, at a word's start). */
function wordStart(text: string, position: number): number {
  let at = Math.max(0, position);
  while (at > 0 && WORD_CHAR.test(text[at - 1]!)) at -= 1;
  return at;
}

/** Up to SNIPPET_CHARS of the body around the stretch with the most different terms, marked. */
function snippetOf(entry: Folded, terms: string[]): Segment[] {
  const { body } = entry.doc;
  const matches = matchesIn(entry.body, terms);
  let anchor = 0;
  let best = 0;
  for (const match of matches) {
    const within = new Set(
      matches.filter((m) => m.start >= match.start && m.end <= match.start + SNIPPET_CHARS).map((m) => m.term),
    ).size;
    if (within > best) {
      best = within;
      anchor = match.start;
    }
  }
  let start = anchor > SNIPPET_LEAD ? wordStart(body, anchor - SNIPPET_LEAD) : 0;
  // Start at a sentence's beginning when one ends shortly before the match.
  const before = body.slice(Math.max(0, anchor - SNIPPET_LEAD - 20), anchor);
  const sentenceEnd = Math.max(before.lastIndexOf(". "), before.lastIndexOf(".\n"));
  if (sentenceEnd >= 0) start = anchor - before.length + sentenceEnd + 2;
  let end = Math.min(body.length, start + SNIPPET_CHARS);
  if (end < body.length) end = Math.max(wordStart(body, end), anchor + 1);
  const text = body.slice(start, end).replace(/\s+/g, " ").trim();
  // Whitespace collapsed: match again on the snippet itself, so marks line up with its text.
  const segments = segmentsOf(text, matchesIn(fold(text), terms));
  if (start > 0) segments.unshift({ text: "… " });
  if (end < body.length) segments.push({ text: " …" });
  return segments;
}

/**
 * The documents matching every term of `query`, best first, with their marked titles and snippets.
 * Ties keep the index's order (services, products, pages, articles, people).
 */
export function searchSite(index: readonly SearchDocument[], query: string): SearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const scored: Array<{ entry: Folded; score: number; order: number }> = [];
  foldedIndex(index).forEach((entry, order) => {
    let score = 0;
    for (const term of terms) {
      const inTitle = countIn(entry.title, term, 1);
      const inHeadings = entry.headings.reduce((sum, heading) => sum + countIn(heading, term, 1), 0);
      const inBody = countIn(entry.body, term, MAX_BODY_HITS);
      if (inTitle + inHeadings + inBody === 0) return;
      score += inTitle * TITLE_WEIGHT + Math.min(inHeadings, MAX_HEADING_HITS) * HEADING_WEIGHT + inBody;
    }
    scored.push({ entry, score, order });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ entry }) => ({
      path: entry.doc.path,
      kind: entry.doc.kind,
      title: segmentsOf(entry.doc.title, matchesIn(entry.title, terms)),
      ...(entry.doc.context ? { context: entry.doc.context } : {}),
      snippet: snippetOf(entry, terms),
    }));
}
