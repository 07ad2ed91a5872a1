import { inArray } from "drizzle-orm";
import { users } from "~/accounts/index.server";
import { site } from "~/content/site";
import { serviceLabel } from "~/conversations";
import { issuesSentBetween } from "~/newsletter/index.server";
import type { Db } from "~/platform/db/client.server";
import { profileOf } from "~/staff/index.server";
import { buildReport, previousOf } from "./build.server";
import { addDays, dayOf, startOfDay } from "./days";
import { DEFAULT_OFFICE_HOURS, type OfficeHours } from "./office-hours";
import type { ResolvedRange } from "./range";
import { replyPromiseOf } from "./reply-promise";
import type { Report, ReportSectionId } from "./report";
import type { Counts, ReportDay, ReportStaffDay } from "./schema.server";
import { ascending } from "./stats";
import { cachedView, keepView, sameNames, viewKey } from "./view-cache.server";

/** The columns of `report_days` each section reads: a view reads what it shows, not every column. */
const DAY_COLUMNS: Record<ReportSectionId, string> = {
  leads:
    "day, channels, services, from_pages, landing_pages, referrers, campaigns, bookings_made, meetings, no_shows, cancelled",
  speed: "day, first_reply_seconds, first_reply_office_seconds, close_seconds, replies_at_close",
  when: "day, hours",
  newsletter: "day, subscribed, unsubscribed",
};

/**
 * One report view (docs/reports.md): the view this isolate made for the same range, section and
 * IST day while the roll-ups have not changed since (app/reports/view-cache.server.ts: one row
 * read, `report_version`, and the staff's names and the newsletter issues it shows read again), or
 * else one made now (`makeReport`). Without a section, the whole report.
 */
export async function readReport(
  db: Db,
  range: ResolvedRange,
  now: Date,
  section?: ReportSectionId,
): Promise<{ report: Report; officeHours: OfficeHours; rowsRead: number }> {
  const today = dayOf(now);
  const key = viewKey(section, range.from, range.to, today);
  const cached = cachedView(key);
  if (cached) {
    const [version, names, issues] = await Promise.all([
      db.$client.prepare("select value from report_version where id = 1").all<{ value: number }>(),
      namesOf(db, cached.staffIds),
      cached.issues === null ? null : issuesOf(db, range, section),
    ]);
    const current = version.results[0]?.value;
    if (
      current === cached.version &&
      sameNames(names, cached.staffNames) &&
      (issues === null ? null : JSON.stringify(issues)) === cached.issues
    ) {
      return { report: cached.report, officeHours: cached.officeHours, rowsRead: version.meta.rows_read ?? 0 };
    }
  }
  const made = await makeReport(db, range, today, section);
  if (made.version !== undefined) {
    keepView(key, {
      version: made.version,
      report: made.report,
      officeHours: made.officeHours,
      staffIds: made.staffIds,
      staffNames: made.staffNames,
      issues: made.issues === null ? null : JSON.stringify(made.issues),
    });
  }
  return { report: made.report, officeHours: made.officeHours, rowsRead: made.rowsRead };
}

type Issue = { subject: string; sentAt: Date; recipients: number };

/** The newsletter issues of the range and the previous one, as the section shows them (none: null). */
function issuesOf(db: Db, range: ResolvedRange, section?: ReportSectionId): Promise<Issue[]> | null {
  if (section !== undefined && section !== "newsletter") return null;
  const previous = previousOf(range.from, range.days);
  return issuesSentBetween(db, startOfDay(previous.from), startOfDay(addDays(range.to, 1)));
}

/**
 * A report view made from the roll-ups: the daily rows of the range and of the previous range of
 * the same length (the columns its section shows), and, as the section needs them, the staff
 * members' rows, the days since for the subscribers' running count, and the office hours, in one
 * D1 batch with `report_version` (so the view is kept for the state it was made from), so the rows
 * read follow the days shown, never the number of conversations (`rowsRead`, from each
 * statement's meta: the page gives it in `Server-Timing`). Then the newsletter issues of the two
 * ranges and the names of the staff in them.
 */
async function makeReport(db: Db, range: ResolvedRange, today: string, section?: ReportSectionId) {
  const previous = previousOf(range.from, range.days);
  const wants = (id: ReportSectionId) => section === undefined || section === id;
  const d1 = db.$client;
  // Only the statements the section needs go in the batch (each costs a step of its own).
  const statements: Partial<
    Record<"version" | "days" | "staffDays" | "later" | "state" | "settings", D1PreparedStatement>
  > = {
    version: d1.prepare("select value from report_version where id = 1"),
    days: d1
      .prepare(`select ${section ? DAY_COLUMNS[section] : "*"} from report_days where day between ?1 and ?2`)
      .bind(previous.from, range.to),
  };
  if (wants("speed")) {
    // The previous range's rows give their replies only: their first replies' lists are not parsed.
    statements.staffDays = d1
      .prepare(
        `select day, staff_id, replies, closed, case when day >= ?3 then first_reply_seconds end as first_reply_seconds
         from report_staff_days where day between ?1 and ?2`,
      )
      .bind(previous.from, range.to, range.from);
    statements.settings = d1.prepare("select value from report_settings where name = 'office_hours'");
  }
  if (wants("newsletter")) {
    statements.later = d1
      .prepare("select day, subscribed, unsubscribed from report_days where day > ?1 and day <= ?2")
      .bind(range.to, today);
    statements.state = d1.prepare("select value from report_state where name = 'subscribers'");
  }
  const names = Object.keys(statements) as (keyof typeof statements)[];
  const results = await d1.batch(names.map((name) => statements[name] as D1PreparedStatement));
  const { version, days, staffDays, later, state, settings } = Object.fromEntries(
    names.map((name, i) => [name, results[i]]),
  );
  const rowsRead = [version, days, staffDays, later, state, settings].reduce((n, r) => n + (r?.meta.rows_read ?? 0), 0);
  const officeHours = parsedOr((settings?.results[0] as { value?: string } | undefined)?.value, DEFAULT_OFFICE_HOURS);
  const staffRows = (staffDays?.results ?? []).map(staffDayOf);
  const staffIds = [...new Set(staffRows.map((row) => row.staffId))];
  const [issues, staffNames] = await Promise.all([issuesOf(db, range, section), namesOf(db, staffIds)]);
  const report = buildReport(
    {
      from: range.from,
      to: range.to,
      previousFrom: previous.from,
      previousTo: previous.to,
      today,
      days: (days?.results ?? []).map(dayRowOf),
      staffDays: staffRows,
      laterDays: (later?.results ?? []) as Pick<ReportDay, "day" | "subscribed" | "unsubscribed">[],
      subscribersNow: Number((state?.results[0] as { value?: number } | undefined)?.value ?? 0),
      issues: (issues ?? []).map((issue) => ({ ...issue, inRange: dayOf(issue.sentAt) >= range.from })),
      staffNames,
      replyTime: site.contact.replyTime,
      replyPromise: replyPromiseOf(site.contact.replyTime, officeHours),
      serviceLabel,
    },
    section ? [section] : undefined,
  );
  // No version row (removed by hand): the view is not kept, the next one is made again.
  const kept = (version?.results[0] as { value?: number } | undefined)?.value;
  return { report, officeHours, rowsRead, version: kept, staffIds, staffNames, issues };
}

function parsedOr<T>(json: string | undefined, fallback: T): T {
  if (!json) return fallback;
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

type Raw = Record<string, unknown>;

const json = <T>(value: unknown, fallback: T): T => parsedOr(typeof value === "string" ? value : undefined, fallback);

/**
 * What a column the section did not read stands for: shared and never changed (the report only
 * reads the rows), so a row costs no empty objects and lists of its own.
 */
const NONE: number[] = [];
const NO_COUNTS: Counts = {};
const counts = (value: unknown): Counts => (typeof value === "string" ? json<Counts>(value, NO_COUNTS) : NO_COUNTS);

/** A day's durations, kept in ascending order by the writes; put in order here should one not be. */
function sortedList(value: unknown): number[] {
  if (typeof value !== "string") return NONE;
  const list = json<number[]>(value, NONE);
  for (let i = 1; i < list.length; i++) {
    if ((list[i] as number) < (list[i - 1] as number)) return ascending(list);
  }
  return list;
}

function dayRowOf(row: unknown): ReportDay {
  const r = row as Raw;
  return {
    day: String(r.day),
    channels: counts(r.channels),
    services: counts(r.services),
    fromPages: counts(r.from_pages),
    landingPages: counts(r.landing_pages),
    referrers: counts(r.referrers),
    campaigns: counts(r.campaigns),
    hours: typeof r.hours === "string" ? json<number[]>(r.hours, NONE) : NONE,
    firstReplySeconds: sortedList(r.first_reply_seconds),
    firstReplyOfficeSeconds: sortedList(r.first_reply_office_seconds),
    closeSeconds: sortedList(r.close_seconds),
    repliesAtClose: Number(r.replies_at_close ?? 0),
    bookingsMade: Number(r.bookings_made ?? 0),
    meetings: Number(r.meetings ?? 0),
    noShows: Number(r.no_shows ?? 0),
    cancelled: Number(r.cancelled ?? 0),
    subscribed: Number(r.subscribed ?? 0),
    unsubscribed: Number(r.unsubscribed ?? 0),
  };
}

function staffDayOf(row: unknown): ReportStaffDay {
  const r = row as Raw;
  return {
    day: String(r.day),
    staffId: String(r.staff_id),
    replies: Number(r.replies ?? 0),
    closed: Number(r.closed ?? 0),
    firstReplySeconds: sortedList(r.first_reply_seconds),
  };
}

/** The staff members' names as they sign now, by account id (a deleted account has none). */
async function namesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      displayName: users.displayName,
      signature: users.signature,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, profileOf(row).displayName]));
}
