import { and, eq, sql } from "drizzle-orm";
import { users } from "~/accounts/index.server";
import { valuesShownTo } from "~/conversations/contact-fields";
import {
  DEFAULT_VIEW,
  INBOX_PAGE_SIZE,
  type InboxConversation,
  type InboxPage,
  type InboxRow,
  type InboxStatus,
  type InboxView,
  inboxViews,
} from "~/conversations/inbox";
import type { Conversation } from "~/conversations/schema.server";
import type { Db } from "~/platform/db/client.server";
import { attachmentsByEntry } from "./attachments.server";
import { staffEntriesQuery } from "./entries.server";
import { NEEDS_REPLY_WHERE } from "./needs-reply.server";
import { MARK_END, MARK_START, type SearchText, searchTerms, searchText, snippetParts } from "./search.server";
import { loadConversation } from "./staff-replies.server";

/**
 * The staff inbox (docs/decisions/025-staff-workspace.md): views with their counts, rows with a
 * preview, the wait, the assignee and an unread mark for the staff member looking, and full-text
 * search ranked by relevance. The statuses partition the conversations, so New, Client replied,
 * Replied, Closed and Unverified add up to All: a conversation's status wins (an unverified one
 * that was answered counts as replied), and one nobody has answered is New or Unverified by the
 * Turnstile verdict.
 */
function inboxStatus(c: Pick<Conversation, "status" | "isVerified">): InboxStatus {
  if (c.status !== "new") return c.status;
  return c.isVerified ? "new" : "unverified";
}

/** Each view as SQL over `c` (the conversations); `?` is the staff member looking, for Mine. */
const VIEW_WHERE: Record<InboxView, string> = {
  needs_reply: NEEDS_REPLY_WHERE,
  mine: "(c.assignee_id = ?1 and c.status <> 'closed')",
  unassigned: "(c.assignee_id is null and c.status <> 'closed' and not (c.status = 'new' and c.is_verified = 0))",
  new: "(c.status = 'new' and c.is_verified = 1)",
  client_replied: "c.status = 'client_replied'",
  replied: "c.status = 'replied'",
  closed: "c.status = 'closed'",
  unverified: "(c.status = 'new' and c.is_verified = 0)",
  all: "1",
};

/** Needs reply lists the longest wait first; the other views the latest activity first. */
const VIEW_ORDER: Partial<Record<InboxView, string>> = { needs_reply: "c.waiting_since asc, c.id asc" };
const LATEST_FIRST = "c.last_activity_at desc, c.id desc";

export type InboxQuery = { view: InboxView; search: SearchText; page: number };

/** The query string of /admin/messages, read forgivingly: anything odd falls back to the default. */
export function readInboxQuery(params: URLSearchParams): InboxQuery {
  const view = inboxViews.find((v) => v === params.get("view")) ?? DEFAULT_VIEW;
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    view,
    search: searchText(params.get("q") ?? ""),
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 100_000) : 1,
  };
}

type Row = {
  id: string;
  name: string;
  email: string;
  service: string | null;
  status: Conversation["status"];
  is_verified: number;
  last_preview: string;
  last_author: "client" | "staff";
  last_author_name: string | null;
  last_activity_at: number;
  waiting_since: number | null;
  assignee_id: string | null;
  assignee_name: string | null;
  unread: number;
} & Partial<Record<SnippetColumn, string | null>>;

const ROW_COLUMNS = `c.id, c.name, c.email, c.service, c.status, c.is_verified, c.last_preview, c.last_author,
  c.last_author_name, c.last_activity_at, c.waiting_since, c.assignee_id,
  coalesce(nullif(trim(a.display_name), ''), nullif(trim(a.name), ''), a.email) as assignee_name,
  (coalesce(c.last_client_at, 0) > coalesce(r.read_at, 0)) as unread`;

/**
 * The symbols a search asks for (search.server.ts), bound as one JSON list at `param`: a document
 * holds each of them as typed, compared as text (`instr`: no pattern, so nothing typed is syntax).
 * With words, only the words' hits are read; symbols alone read every document's text, a rare
 * search of emoji or signs.
 */
const holdsSymbols = (param: string) =>
  `not exists (select 1 from json_each(${param}) s where instr(people || char(10) || thread || char(10) || notes, s.value) = 0)`;

/** What a search asks for: its words (FTS5, `?2`), its symbols (see holdsSymbols), or both. */
type Asked = { words: boolean; symbols: boolean };

/** The index's documents a search finds, ?2 its words' FTS5 query and `symbolsParam` its symbols. */
function foundWhere({ words, symbols }: Asked, symbolsParam: string): string {
  const found = [words ? "conversation_search match ?2" : "", symbols ? holdsSymbols(symbolsParam) : ""];
  return found.filter(Boolean).join(" and ");
}

/**
 * A search's hits: each found conversation's document in the index (`search_doc`, one per
 * conversation: migration 0016) with its rank (FTS5's bm25, lower is better), read from the index
 * alone, without its stored text (symbols read it: holdsSymbols). Symbols alone have no rank.
 */
const hits = (asked: Asked) =>
  `(select rowid as doc, ${asked.words ? "rank" : "0"} as score from conversation_search where ${foundWhere(asked, "?5")}) hits`;

/**
 * Each view's count, each from an index (schema.ts): a count per view reads only that view's
 * index entries, where one pass computing all nine read every conversation's row.
 */
const VIEW_COUNTS = `select ${inboxViews
  .map((v) => `(select count(*) from contact_messages c where ${VIEW_WHERE[v]}) as "${v}"`)
  .join(", ")}`;

/**
 * A search's counts: one pass over its hits, not nine searches, unranked (only the page is
 * ranked), and from the index that holds every column the views ask about. ?3: its symbols.
 */
const searchCounts = (asked: Asked) => `select ${inboxViews
  .map((v) => `coalesce(sum(case when ${VIEW_WHERE[v]} then 1 else 0 end), 0) as "${v}"`)
  .join(", ")}
  from contact_messages c indexed by contact_messages_search_doc_idx
  where c.search_doc in (select rowid from conversation_search where ${foundWhere(asked, "?3")})`;

/**
 * Needs reply's page reads its partial index in order (no sort of every waiting conversation).
 * Named, because without statistics SQLite prefers the status indexes and a sort; a condition
 * that no longer matches the index's fails every inbox test rather than slowing down quietly.
 */
const VIEW_INDEX: Partial<Record<InboxView, string>> = {
  needs_reply: "indexed by contact_messages_needs_reply_idx",
};

/**
 * The statement of the views' counts: ?1 the staff member, ?2 the search's words when `words`,
 * ?3 its symbols when `symbols`.
 */
export function inboxCountsSql(words: boolean, symbols = false): string {
  return words || symbols ? searchCounts({ words, symbols }) : VIEW_COUNTS;
}

/**
 * The statement of one page of `view`: ?1 the staff member, ?2 the search's words, ?3 the page
 * size, ?4 the offset, ?5 the search's symbols when `symbols`.
 */
export function inboxPageSql(view: InboxView, words: boolean, symbols = false): string {
  if (words || symbols) return searchPageSql(view, { words, symbols });
  return `select ${ROW_COLUMNS} from contact_messages c ${VIEW_INDEX[view] ?? ""}
    left join users a on a.id = c.assignee_id
    left join conversation_reads r on r.conversation_id = c.id and r.staff_id = ?1
    where ${VIEW_WHERE[view]}
    order by ${VIEW_ORDER[view] ?? LATEST_FIRST}
    limit ?3 offset ?4`;
}

/**
 * A document's columns (migration 0016) by their place in the index, in the order a snippet
 * prefers among equally good ones.
 */
const SNIPPET_COLUMNS = { thread: 1, people: 0, notes: 2 } as const;
type SnippetColumn = keyof typeof SNIPPET_COLUMNS;
/** A snippet of each column, the matched words between MARK_START and MARK_END. */
const SNIPPETS = Object.entries(SNIPPET_COLUMNS)
  .map(
    ([name, index]) =>
      `snippet(conversation_search, ${index}, char(${MARK_START.codePointAt(0)}), char(${MARK_END.codePointAt(0)}), '…', 16) as ${name}`,
  )
  .join(", ");

/**
 * Without words there is no FTS5 match to make a snippet from: each column's text around the
 * search's first symbol (?5), the symbol marked, "…" where it was cut.
 */
const FIRST_SYMBOL = "json_extract(?5, '$[0]')";
const SYMBOL_SNIPPETS = Object.keys(SNIPPET_COLUMNS)
  .map((name) => {
    const at = `instr(${name}, ${FIRST_SYMBOL})`;
    const from = `max(1, ${at} - 48)`;
    const marked = `char(${MARK_START.codePointAt(0)}) || ${FIRST_SYMBOL} || char(${MARK_END.codePointAt(0)})`;
    return `case when ${at} > 0 then
        (case when ${from} > 1 then '…' else '' end) || replace(substr(${name}, ${from}, 128), ${FIRST_SYMBOL}, ${marked})
        || (case when length(${name}) >= ${from} + 128 then '…' else '' end)
      end as ${name}`;
  })
  .join(", ");

/**
 * A search's page: the hits of the view are ranked and cut to the page from the index alone (the
 * sort carries a rank and two numbers, not every hit's preview); then one more pass over the hits
 * makes the snippets of the page's 25 documents alone, and only the page's rows are read. The `+`
 * keeps that pass one pass: handed to FTS5, `rowid in` runs the whole search again per document.
 * The cross join fixes the order: left to choose, D1's SQLite matched every hit again and then
 * looked for it in the page.
 */
function searchPageSql(view: InboxView, asked: Asked): string {
  return `with page as materialized (
      select c.rowid as row, hits.doc, hits.score from ${hits(asked)}
      join contact_messages c indexed by contact_messages_search_doc_idx on c.search_doc = hits.doc
      where ${VIEW_WHERE[view]}
      order by hits.score asc, c.id desc
      limit ?3 offset ?4
    ),
    snippets as materialized (
      select rowid as doc, ${asked.words ? SNIPPETS : SYMBOL_SNIPPETS} from conversation_search
      where ${asked.words ? "conversation_search match ?2 and +rowid" : "rowid"} in (select doc from page)
    )
    select ${ROW_COLUMNS}, ${Object.keys(SNIPPET_COLUMNS)
      .map((name) => `snippets.${name}`)
      .join(", ")} from page
    cross join contact_messages c on c.rowid = page.row
    left join snippets on snippets.doc = page.doc
    left join users a on a.id = c.assignee_id
    left join conversation_reads r on r.conversation_id = c.id and r.staff_id = ?1
    order by page.score asc, c.id desc`;
}

function toRow(row: Row): InboxRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    service: row.service,
    status: inboxStatus({ status: row.status, isVerified: row.is_verified === 1 }),
    preview: row.last_preview,
    lastAuthor: row.last_author,
    lastAuthorName: row.last_author_name,
    lastActivityAt: new Date(row.last_activity_at).toISOString(),
    waitingSince: row.waiting_since === null ? null : new Date(row.waiting_since).toISOString(),
    assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? "" } : null,
    unread: row.unread === 1,
    snippet: snippetOf(row),
  };
}

/**
 * A search's row's snippet: from the column where the search marked the most words (a column
 * without a match yields a snippet with no mark), flagged when it is the notes; null outside a search.
 */
function snippetOf(row: Row): InboxRow["snippet"] {
  const columns = (Object.keys(SNIPPET_COLUMNS) as SnippetColumn[]).filter((name) => typeof row[name] === "string");
  if (columns.length === 0) return null;
  const marks = (name: SnippetColumn) => (row[name] ?? "").split(MARK_START).length - 1;
  const best = columns.reduce((a, b) => (marks(b) > marks(a) ? b : a));
  return { parts: snippetParts(row[best] ?? ""), inNote: best === "notes" };
}

/**
 * One page of a view for the staff member `staffId`, with the count of every view (for the same
 * search, so the tabs say where the matches are). The counts and the page, with a search's
 * snippets, are one round trip (a D1 batch). A page past the end shows the last page.
 */
export async function listInbox(db: Db, staffId: string, query: InboxQuery, now: Date): Promise<InboxPage> {
  const terms = searchTerms(query.search.text);
  // Only punctuation: nothing can match, and nothing is asked.
  if (query.search.text && !terms) return emptyPage(query, now);
  const words = Boolean(terms?.match);
  const symbols = Boolean(terms?.symbols.length);
  const symbolList = JSON.stringify(terms?.symbols ?? []);
  const d1 = db.$client;
  const counts = d1
    .prepare(inboxCountsSql(words, symbols))
    // Only the numbers a statement names may be bound: up to its highest, ?2 the words, ?3 the symbols.
    .bind(...(symbols ? [staffId, terms?.match ?? "", symbolList] : words ? [staffId, terms?.match] : [staffId]));
  const pageOf = (page: number) =>
    d1
      .prepare(inboxPageSql(query.view, words, symbols))
      .bind(
        staffId,
        terms?.match ?? "",
        INBOX_PAGE_SIZE,
        (page - 1) * INBOX_PAGE_SIZE,
        ...(symbols ? [symbolList] : []),
      );
  const [countResult, asked] = await d1.batch<Record<string, number> | Row>([counts, pageOf(query.page)]);
  const totals = (countResult?.results[0] ?? {}) as Record<string, number>;
  const viewCounts = Object.fromEntries(inboxViews.map((v) => [v, Number(totals[v] ?? 0)])) as Record<
    InboxView,
    number
  >;
  const pages = Math.max(1, Math.ceil(viewCounts[query.view] / INBOX_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  // Only a page past the end (an old link, a shrunken view) costs another trip: the last page.
  const rowsResult = page === query.page ? asked : await pageOf(page).all<Row>();
  const rows = ((rowsResult?.results ?? []) as Row[]).map(toRow);
  return {
    view: query.view,
    search: query.search.text,
    shortened: query.search.shortened,
    counts: viewCounts,
    rows,
    page,
    pages,
    now: now.toISOString(),
  };
}

function emptyPage(query: InboxQuery, now: Date): InboxPage {
  const counts = Object.fromEntries(inboxViews.map((v) => [v, 0])) as Record<InboxView, number>;
  return {
    view: query.view,
    search: query.search.text,
    shortened: query.search.shortened,
    counts,
    rows: [],
    page: 1,
    pages: 1,
    now: now.toISOString(),
  };
}

/**
 * The whole conversation as staff see it, notes and events included, with what they need to judge
 * it; null when there is no such conversation.
 */
export async function getInboxConversation(db: Db, id: string): Promise<InboxConversation | null> {
  const row = await loadConversation(db, id).catch(() => null);
  if (!row) return null;
  const linked = row.userId !== null;
  const [[account], [assigned], entries, files] = await Promise.all([
    // Only a conversation of no account asks whether one uses its address.
    linked
      ? Promise.resolve([])
      : db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, row.email), sql`${users.emailVerifiedAt} is not null`))
          .limit(1),
    row.assigneeId
      ? db.select({ name: staffName }).from(users).where(eq(users.id, row.assigneeId)).limit(1)
      : Promise.resolve([]),
    staffEntriesQuery(db, id),
    attachmentsByEntry(db, [id]),
  ]);
  return {
    id: row.id,
    ...valuesShownTo("staff", row),
    status: inboxStatus(row),
    preview: row.lastPreview,
    lastAuthor: row.lastAuthor,
    lastAuthorName: row.lastAuthorName,
    lastActivityAt: row.lastActivityAt.toISOString(),
    waitingSince: row.waitingSince?.toISOString() ?? null,
    assignee: row.assigneeId && assigned ? { id: row.assigneeId, name: assigned.name } : null,
    // Opening it is what reads it (the page marks it read for this staff member).
    unread: false,
    snippet: null,
    createdAt: row.createdAt.toISOString(),
    isVerified: row.isVerified,
    origin: !linked ? "signed-out" : row.claimedAt ? "added" : "signed-in",
    account: linked ? "linked" : account ? "address" : "none",
    sentFrom: linked && row.sentFrom !== row.email ? row.sentFrom : null,
    channel: row.channel,
    visit: row.visit,
    attachments: files.get(row.id) ?? [],
    entries: entries.map((e) => ({
      id: e.id,
      author: e.author,
      kind: e.kind,
      staffName: e.staffName,
      body: e.body,
      via: e.via,
      createdAt: e.createdAt.toISOString(),
      attachments: files.get(e.id) ?? [],
    })),
  };
}

/** A staff member's display name as SQL (as profileOf reads it), for the assignee. */
const staffName = sql<string>`coalesce(nullif(trim(${users.displayName}), ''), nullif(trim(${users.name}), ''), ${users.email})`;
