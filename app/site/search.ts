/**
 * Site search, the parts the page, the server and the edge cache share: how a query is read and
 * normalised, and the shapes of the index and of an answer. The index is built from the content
 * at build time (app/site/search-documents.ts) and searched on the server
 * (app/site/search.server.ts); nothing here reaches the browser but the types.
 */

/** The query parameter of /search. */
export const SEARCH_PARAM = "q";

/** Longer queries are cut to this many characters, and the page says so. */
export const MAX_QUERY_CHARS = 100;

/** What a search can find; the page names each kind (app/ui/ui-text.ts `searchText`). */
type SearchKind = "service" | "sub-service" | "product" | "article" | "person" | "page";

/** One page of the site as the index holds it: ranked by title, then headings, then body. */
export type SearchDocument = {
  path: string;
  kind: SearchKind;
  title: string;
  /** A line naming where it belongs: a sub-service's service, a person's role. */
  context?: string;
  headings: string[];
  body: string;
};

/** A run of text, marked when it is a word the visitor searched for. Rendered as text, never as HTML. */
export type Segment = { text: string; mark?: true };

export type SearchResult = {
  path: string;
  kind: SearchKind;
  title: Segment[];
  context?: string;
  snippet: Segment[];
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Control, format and bidi characters: never part of a word anyone searches for. */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/**
 * The one form of a query: Unicode NFKC, lower case, invisible characters and runs of spaces made
 * one space, trimmed, and cut to one character past the limit, so the page can still tell that it
 * was cut. The edge cache keys /search on this form (workers/edge-cache/policy.ts), so "WhatsApp",
 * " whatsapp " and "WHATSAPP" are one cached answer. An empty query is null.
 */
export function normaliseSearchQuery(raw: string): string | null {
  const folded = raw
    .replace(LONE_SURROGATE, " ")
    .normalize("NFKC")
    .toLowerCase()
    .replace(INVISIBLE, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (folded === "") return null;
  const chars = Array.from(folded);
  return chars.length > MAX_QUERY_CHARS ? chars.slice(0, MAX_QUERY_CHARS + 1).join("") : folded;
}

/** The query a /search request asks for, at most MAX_QUERY_CHARS long, and whether it was cut. */
export function readSearchQuery(raw: string | null): { query: string; truncated: boolean } {
  const normalised = raw === null ? null : normaliseSearchQuery(raw);
  if (normalised === null) return { query: "", truncated: false };
  const chars = Array.from(normalised);
  if (chars.length <= MAX_QUERY_CHARS) return { query: normalised, truncated: false };
  return { query: chars.slice(0, MAX_QUERY_CHARS).join("").trim(), truncated: true };
}

/** The canonical address of a search: /search, or /search?q=<the normalised query>. */
export function searchHref(query: string): string {
  return query ? `/search?${SEARCH_PARAM}=${encodeURIComponent(query)}` : "/search";
}
