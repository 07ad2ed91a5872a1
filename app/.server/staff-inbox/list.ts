import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { entriesOf } from "~/.server/conversations/conversation";
import type { Db } from "~/.server/db/client";
import { type ContactMessage, contactMessages, users } from "~/.server/db/schema";
import {
  INBOX_PAGE_SIZE,
  INBOX_SEARCH_MAX,
  type InboxFilter,
  type InboxMessage,
  type InboxPage,
  type InboxRow,
  type InboxStatus,
  inboxFilters,
} from "~/lib/staff-inbox";

/**
 * The states partition the inbox, so the counts of New, Client replied, Replied, Closed and
 * Unverified add up to All: a conversation's status wins (an unverified message that was
 * answered counts as replied), and a message nobody has answered is New or Unverified by the
 * Turnstile verdict.
 */
export function inboxStatus(m: Pick<ContactMessage, "status" | "isVerified">): InboxStatus {
  if (m.status !== "new") return m.status;
  return m.isVerified ? "new" : "unverified";
}

const m = contactMessages;
const filterWhere: Record<InboxFilter, SQL | undefined> = {
  new: and(eq(m.status, "new"), eq(m.isVerified, true)),
  client_replied: eq(m.status, "client_replied"),
  replied: eq(m.status, "replied"),
  closed: eq(m.status, "closed"),
  unverified: and(eq(m.status, "new"), eq(m.isVerified, false)),
  all: undefined,
};

/** A LIKE pattern that matches `text` literally anywhere (its % and _ are escaped with \). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** D1 refuses a LIKE pattern longer than this many bytes (UTF-8) with an error. */
const D1_LIKE_PATTERN_MAX_BYTES = 50;

/**
 * The longest start of `search`, in whole characters, whose LIKE pattern D1 accepts: 13 emoji or
 * 16 Tamil letters already pass its 50 bytes, so a longer query is searched by its start.
 */
export function searchablePart(search: string): string {
  const bytes = (text: string) => new TextEncoder().encode(containsPattern(text)).length;
  if (bytes(search) <= D1_LIKE_PATTERN_MAX_BYTES) return search;
  let kept = "";
  for (const char of search) {
    if (bytes(kept + char) > D1_LIKE_PATTERN_MAX_BYTES) break;
    kept += char;
  }
  return kept.trimEnd();
}

function searchWhere(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  // SQLite's LIKE ignores ASCII case, which is what a search box is expected to do.
  const like = (column: typeof m.name | typeof m.email | typeof m.message) =>
    sql`${column} like ${pattern} escape '\\'`;
  return or(like(m.name), like(m.email), like(m.message));
}

/** The query string of /admin/messages, read forgivingly: anything odd falls back to the default. */
export function readInboxQuery(params: URLSearchParams): InboxQuery {
  const filter = inboxFilters.find((f) => f === params.get("filter")) ?? "new";
  const typed = [...(params.get("q") ?? "").trim()].slice(0, INBOX_SEARCH_MAX).join("");
  const search = searchablePart(typed);
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    filter,
    search,
    shortened: search !== typed,
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 100_000) : 1,
  };
}

export type InboxQuery = {
  filter: InboxFilter;
  /** What is searched: the typed text, or its start when that is all D1 can search for. */
  search: string;
  /** The typed text was longer than what is searched (the page says so). */
  shortened: boolean;
  page: number;
};

type RowFields = Pick<
  ContactMessage,
  | "id"
  | "name"
  | "email"
  | "service"
  | "createdAt"
  | "status"
  | "isVerified"
  | "lastActivityAt"
  | "lastAuthor"
  | "lastAuthorName"
>;

function toRow(row: RowFields): InboxRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    service: row.service,
    createdAt: row.createdAt.toISOString(),
    status: inboxStatus(row),
    lastActivityAt: row.lastActivityAt.toISOString(),
    lastAuthor: row.lastAuthor,
    lastAuthorName: row.lastAuthorName,
  };
}

/**
 * One page of the inbox, latest activity first, with the count of every filter (for the same
 * search, so the tabs say where the matches are). A page past the end shows the last page.
 */
export async function listInbox(db: Db, query: InboxQuery): Promise<InboxPage> {
  const search = searchWhere(query.search);
  // Named: a D1 batch returns rows as objects, where unnamed columns of the same text would collide.
  const countOf = (f: InboxFilter) =>
    sql<number>`coalesce(sum(case when ${filterWhere[f] ?? sql`1`} then 1 else 0 end), 0)`.as(`count_${f}`);
  const pageOf = (page: number) =>
    db
      .select({
        id: m.id,
        name: m.name,
        email: m.email,
        service: m.service,
        createdAt: m.createdAt,
        status: m.status,
        isVerified: m.isVerified,
        lastActivityAt: m.lastActivityAt,
        lastAuthor: m.lastAuthor,
        lastAuthorName: m.lastAuthorName,
      })
      .from(m)
      .where(and(filterWhere[query.filter], search))
      // The id breaks ties, so paging is stable when two conversations share a millisecond.
      .orderBy(desc(m.lastActivityAt), desc(m.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE);
  // The counts and the page asked for in one round trip (a D1 batch).
  const [[totals], asked] = await db.batch([
    db
      .select(Object.fromEntries(inboxFilters.map((f) => [f, countOf(f)])) as Record<InboxFilter, SQL.Aliased<number>>)
      .from(m)
      .where(search),
    pageOf(query.page),
  ]);
  const counts = Object.fromEntries(inboxFilters.map((f) => [f, Number(totals?.[f] ?? 0)])) as Record<
    InboxFilter,
    number
  >;
  const pages = Math.max(1, Math.ceil(counts[query.filter] / INBOX_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  // Only a page past the end (an old link, a shrunken filter) costs a second trip: the last page.
  const rows = page === query.page ? asked : await pageOf(page);
  return {
    filter: query.filter,
    search: query.search,
    shortened: query.shortened,
    counts,
    rows: rows.map(toRow),
    page,
    pages,
  };
}

/** The whole conversation with what staff need to judge it; null when there is no such message. */
export async function getInboxMessage(db: Db, id: string): Promise<InboxMessage | null> {
  const [row] = await db.select().from(m).where(eq(m.id, id)).limit(1);
  if (!row) return null;
  const [[account], entries] = await Promise.all([
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, row.email), sql`${users.emailVerifiedAt} is not null`))
      .limit(1),
    entriesOf(db, [id]),
  ]);
  return {
    ...toRow(row),
    message: row.message,
    isVerified: row.isVerified,
    signedIn: row.userId !== null,
    hasAccount: Boolean(account),
    entries: (entries.get(id) ?? []).map((e) => ({
      id: e.id,
      author: e.author,
      staffName: e.staffName,
      body: e.body,
      via: e.via,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
