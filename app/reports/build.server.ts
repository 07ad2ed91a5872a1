import { type DayFigures, emptyDayFigures } from "./day-figures.server";
import { addDays, eachDay, weekdayOf } from "./days";
import type { ReplyPromise } from "./reply-promise";
import {
  type Figure,
  type Measure,
  REPORT_SECTIONS,
  type Report,
  type ReportColumn,
  type ReportSection,
  type ReportSectionId,
  type ReportTable,
} from "./report";
import { figureText, reportsPageText, tableText } from "./reports-text";
import type { Counts, ReportDay, ReportStaffDay } from "./schema.server";
import { countAtMost, medianOfLists, percentile90OfLists } from "./stats";

/**
 * A report from the daily roll-ups of a range and of the previous range of the same length
 * (docs/reports.md says what each figure counts). Pure: app/reports/read.server.ts reads the rows.
 */

/** What the rows and the few other facts a report needs. */
export type ReportInput = {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  /** Today in IST: consultations of days before it are held; of it and later, still to come. */
  today: string;
  days: ReportDay[];
  staffDays: ReportStaffDay[];
  /** The days after the range up to today: confirmed subscribers are counted back from now. */
  laterDays: Pick<ReportDay, "day" | "subscribed" | "unsubscribed">[];
  subscribersNow: number;
  issues: { subject: string; sentAt: Date; recipients: number; inRange: boolean }[];
  staffNames: ReadonlyMap<string, string>;
  replyTime: string;
  replyPromise: ReplyPromise | null;
  serviceLabel: (value: string) => string;
};

/** Read for a day without a row, never written to. */
const EMPTY: DayFigures = emptyDayFigures();

const SERIES_BY_DAY_MAX = 31;
const TOP = 10;

type CountKey = "channels" | "services" | "fromPages" | "landingPages" | "referrers" | "campaigns";
type NumberKey = "bookingsMade" | "meetings" | "noShows" | "cancelled" | "subscribed" | "unsubscribed";
type ListKey = "firstReplySeconds" | "firstReplyOfficeSeconds" | "closeSeconds";

/**
 * A span of days: the whole range, or one bucket of a series. Each sum, count and list is made
 * once per span, however many columns, figures and charts read it (a series' four channel
 * columns read the same counts).
 */
class Span {
  private readonly made: Record<string, unknown> = {};

  constructor(readonly rows: readonly DayFigures[]) {}

  private once<T>(key: string, make: () => T): T {
    if (key in this.made) return this.made[key] as T;
    const value = make();
    this.made[key] = value;
    return value;
  }

  counts(key: CountKey): Counts {
    return this.once(key, () => {
      const out: Counts = {};
      for (const row of this.rows) {
        const counts = row[key];
        for (const k in counts) out[k] = (out[k] ?? 0) + (counts[k] as number);
      }
      return out;
    });
  }

  sum(key: NumberKey | "repliesAtClose"): number {
    return this.once(key, () => {
      let total = 0;
      for (const row of this.rows) total += row[key];
      return total;
    });
  }

  /** Each day's list, in ascending order as kept (app/reports/stats.ts counts across them). */
  lists(key: ListKey): number[][] {
    return this.once(`${key}:lists`, () => this.rows.map((row) => row[key]));
  }

  count(key: ListKey): number {
    return this.once(`${key}:count`, () => {
      let total = 0;
      for (const row of this.rows) total += row[key].length;
      return total;
    });
  }

  median(key: ListKey): number | null {
    return this.once(`${key}:median`, () => medianOfLists(this.lists(key)));
  }

  p90(key: ListKey): number | null {
    return this.once(`${key}:p90`, () => percentile90OfLists(this.lists(key)));
  }

  /** How many of the durations are at most `limit`. */
  atMost(key: ListKey, limit: number): number {
    return countAtMost(this.lists(key), limit);
  }

  /** The mean staff replies of the conversations closed in the span. */
  repliesPerClose(): number | null {
    const closed = this.count("closeSeconds");
    return closed === 0 ? null : this.sum("repliesAtClose") / closed;
  }

  conversations(): number {
    return this.once("conversations", () => {
      let total = 0;
      const channels = this.counts("channels");
      for (const k in channels) total += channels[k] as number;
      return total;
    });
  }
}

/** The report's sections (`sections`: only these, in this order; all when none are named). */
export function buildReport(input: ReportInput, sections?: readonly ReportSectionId[]): Report {
  const byDay = new Map(input.days.map((row) => [row.day, row]));
  const rowOf = (day: string): DayFigures => byDay.get(day) ?? EMPTY;
  const range = eachDay(input.from, input.to);
  const previousRange = eachDay(input.previousFrom, input.previousTo);
  const now = new Span(range.map(rowOf));
  const before = new Span(previousRange.map(rowOf));
  const bucket = range.length > SERIES_BY_DAY_MAX ? "week" : "day";
  const buckets = bucketsOf(range, bucket);
  const weeks = bucketsOf(range, "week");
  // One span per bucket of days (the very array: each column of a series reads the same), so that
  // each sum and list is made once whatever reads it.
  const spans = new WeakMap<readonly string[], Span>();
  const spanOf = (days: readonly string[]) => {
    let span = spans.get(days);
    if (!span) {
      span = new Span(days.map(rowOf));
      spans.set(days, span);
    }
    return span;
  };
  /** The days of a bucket before today, or from today on: one array each, so one span each. */
  const split = new WeakMap<readonly string[], { past: string[]; upcoming: string[] }>();
  const splitOf = (days: readonly string[]) => {
    let parts = split.get(days);
    if (!parts) {
      parts = { past: days.filter((day) => day < input.today), upcoming: days.filter((day) => day >= input.today) };
      split.set(days, parts);
    }
    return parts;
  };
  const past = (days: readonly string[]) => splitOf(days).past;
  const upcoming = (days: readonly string[]) => splitOf(days).upcoming;
  const held = (days: readonly string[]) => spanOf(past(days)).sum("meetings");

  const figure = (
    id: keyof typeof figureText,
    measure: Measure,
    value: (span: Span, days: string[]) => number | null,
  ) => ({
    id,
    label: typeof figureText[id] === "string" ? (figureText[id] as string) : figureText.withinPromise(input.replyTime),
    measure,
    value: value(now, range),
    previous: value(before, previousRange),
  });

  const within = (span: Span): number | null => {
    const promise = input.replyPromise;
    if (!promise) return null;
    const key = promise.officeHours ? "firstReplyOfficeSeconds" : "firstReplySeconds";
    const measured = span.count(key);
    return measured === 0 ? null : span.atMost(key, promise.seconds) / measured;
  };

  // Confirmed subscribers at the end of a day: those confirmed now, less what changed after it.
  const laterNet = input.laterDays.reduce((n, row) => n + row.subscribed - row.unsubscribed, 0);
  const subscribersAfter = (day: string) => {
    const endOfRange = input.subscribersNow - laterNet;
    const after = range.filter((d) => d > day);
    return endOfRange - after.reduce((n, d) => n + rowOf(d).subscribed - rowOf(d).unsubscribed, 0);
  };
  const subscribersAtEnd = subscribersAfter(input.to);
  const subscribersBefore = subscribersAtEnd - (now.sum("subscribed") - now.sum("unsubscribed"));
  const recipients = (inRange: boolean) =>
    input.issues.filter((issue) => issue.inRange === inRange).reduce((n, issue) => n + issue.recipients, 0);

  const leads = (): ReportSection => ({
    id: "leads",
    title: reportsPageText.sections.leads,
    figures: [
      figure("conversations", "count", (span) => span.conversations()),
      figure("bookingsMade", "count", (span) => span.sum("bookingsMade")),
      figure("held", "count", (_span, days) => held(days)),
      figure("noShows", "count", (span) => span.sum("noShows")),
      figure("cancelled", "count", (span) => span.sum("cancelled")),
    ],
    tables: [
      series(
        "leads-by-channel",
        tableText.channels,
        bucket,
        buckets,
        ["form", "email", "booking"],
        [
          ...(["form", "email", "booking"] as const).map((channel) => ({
            column: { key: channel, label: tableText.channels[channel], measure: "count" as const },
            value: (days: string[]) => spanOf(days).counts("channels")[channel] ?? 0,
          })),
          {
            column: { key: "total", label: tableText.channels.total, measure: "count" },
            value: (days) => spanOf(days).conversations(),
          },
        ],
      ),
      ranked("leads-by-service", tableText.services, now.counts("services"), before.counts("services"), (key) =>
        key ? input.serviceLabel(key) : tableText.noService,
      ),
      ranked(
        "leads-from-pages",
        tableText.fromPages,
        now.counts("fromPages"),
        before.counts("fromPages"),
        (key) => key || tableText.notKnown,
      ),
      ranked(
        "leads-landing-pages",
        tableText.landingPages,
        now.counts("landingPages"),
        before.counts("landingPages"),
        (key) => key || tableText.notKnown,
      ),
      ranked(
        "leads-referrers",
        tableText.referrers,
        now.counts("referrers"),
        before.counts("referrers"),
        (key) => key || tableText.direct,
      ),
      ranked(
        "leads-campaigns",
        tableText.campaigns,
        now.counts("campaigns"),
        before.counts("campaigns"),
        (key) => key || tableText.noCampaign,
      ),
      series(
        "consultations",
        tableText.bookings,
        bucket,
        buckets,
        ["held", "noShows", "cancelled", "upcoming"],
        [
          { column: col("made", tableText.bookings.made), value: (days) => spanOf(days).sum("bookingsMade") },
          { column: col("held", tableText.bookings.held), value: held },
          { column: col("noShows", tableText.bookings.noShows), value: (days) => spanOf(days).sum("noShows") },
          { column: col("cancelled", tableText.bookings.cancelled), value: (days) => spanOf(days).sum("cancelled") },
          {
            column: col("upcoming", tableText.bookings.upcoming),
            value: (days) => spanOf(upcoming(days)).sum("meetings"),
          },
        ],
        true,
      ),
    ],
  });

  const medianOf = (key: ListKey) => (days: string[]) => spanOf(days).median(key);
  const p90Of = (key: ListKey) => (days: string[]) => spanOf(days).p90(key);
  const speed = (): ReportSection => ({
    id: "speed",
    title: reportsPageText.sections.speed,
    figures: [
      figure("firstReplyMedian", "hours", (span) => span.median("firstReplySeconds")),
      figure("firstReplyP90", "hours", (span) => span.p90("firstReplySeconds")),
      figure("officeMedian", "hours", (span) => span.median("firstReplyOfficeSeconds")),
      figure("officeP90", "hours", (span) => span.p90("firstReplyOfficeSeconds")),
      figure("withinPromise", "share", within),
      figure("closeMedian", "hours", (span) => span.median("closeSeconds")),
      figure("closeP90", "hours", (span) => span.p90("closeSeconds")),
      figure("repliesPerConversation", "ratio", (span) => span.repliesPerClose()),
    ],
    tables: [
      series(
        "first-replies",
        tableText.firstReplies,
        bucket,
        buckets,
        ["median"],
        [
          {
            column: col("answered", tableText.firstReplies.answered),
            value: (days) => spanOf(days).count("firstReplySeconds"),
          },
          {
            column: col("median", tableText.firstReplies.median, "hours"),
            value: medianOf("firstReplySeconds"),
          },
          {
            column: col("p90", tableText.firstReplies.p90, "hours"),
            value: p90Of("firstReplySeconds"),
          },
          {
            column: col("officeMedian", tableText.firstReplies.officeMedian, "hours"),
            value: medianOf("firstReplyOfficeSeconds"),
          },
          {
            column: col("officeP90", tableText.firstReplies.officeP90, "hours"),
            value: p90Of("firstReplyOfficeSeconds"),
          },
          {
            column: col("withinPromise", tableText.firstReplies.withinPromise, "share"),
            value: (days) => within(spanOf(days)),
          },
        ],
      ),
      series(
        "closings",
        tableText.closings,
        bucket,
        buckets,
        ["closed"],
        [
          {
            column: col("closed", tableText.closings.closed),
            value: (days) => spanOf(days).count("closeSeconds"),
          },
          { column: col("median", tableText.closings.median, "hours"), value: medianOf("closeSeconds") },
          { column: col("p90", tableText.closings.p90, "hours"), value: p90Of("closeSeconds") },
          {
            column: col("replies", tableText.closings.replies, "ratio"),
            value: (days) => spanOf(days).repliesPerClose(),
          },
        ],
      ),
      staffTable(input, range, previousRange),
    ],
  });

  const when = (): ReportSection => ({
    id: "when",
    title: reportsPageText.sections.when,
    figures: [],
    tables: [hoursTable(range.map((day) => ({ day, hours: rowOf(day).hours })))],
  });

  const newsletter = (): ReportSection => ({
    id: "newsletter",
    title: reportsPageText.sections.newsletter,
    figures: [
      {
        id: "subscribers",
        label: figureText.subscribers,
        measure: "count",
        value: subscribersAtEnd,
        previous: subscribersBefore,
      },
      figure("subscribed", "count", (span) => span.sum("subscribed")),
      figure("unsubscribed", "count", (span) => span.sum("unsubscribed")),
      {
        id: "recipients",
        label: figureText.recipients,
        measure: "count",
        value: recipients(true),
        previous: recipients(false),
      },
    ],
    tables: [
      series(
        "newsletter-subscribers",
        tableText.subscribers,
        "week",
        weeks,
        ["confirmed"],
        [
          {
            column: col("confirmed", tableText.subscribers.confirmed),
            value: (days) => subscribersAfter(days[days.length - 1] as string),
          },
        ],
      ),
      series(
        "newsletter-changes",
        tableText.subscriberChanges,
        "week",
        weeks,
        ["new", "left"],
        [
          { column: col("new", tableText.subscriberChanges.new), value: (days) => spanOf(days).sum("subscribed") },
          { column: col("left", tableText.subscriberChanges.left), value: (days) => spanOf(days).sum("unsubscribed") },
        ],
        false,
      ),
      {
        id: "newsletter-issues",
        title: tableText.issues.title,
        description: tableText.issues.description,
        chart: "ranked",
        charted: ["recipients"],
        rowHeader: tableText.issues.row,
        columns: [col("recipients", tableText.issues.recipients)],
        rows: input.issues
          .filter((issue) => issue.inRange)
          .map((issue) => ({
            label: `${issue.subject} (${issue.sentAt.toISOString().slice(0, 10)})`,
            values: [issue.recipients],
          })),
      },
    ],
  });

  const builders: Record<ReportSectionId, () => ReportSection> = { leads, speed, when, newsletter };
  return {
    from: input.from,
    to: input.to,
    days: range.length,
    previousFrom: input.previousFrom,
    previousTo: input.previousTo,
    bucket,
    sections: (sections ?? REPORT_SECTIONS).map((id) => builders[id]()),
  };
}

function col(key: string, label: string, measure: Measure = "count"): ReportColumn {
  return { key, label, measure };
}

/** The range's days in buckets: each day, or each week (Monday to Sunday, cut to the range). */
function bucketsOf(range: readonly string[], bucket: "day" | "week"): { label: string; days: string[] }[] {
  if (bucket === "day") return range.map((day) => ({ label: day, days: [day] }));
  const out: { label: string; days: string[] }[] = [];
  // The range's days are consecutive: a week begins at each Monday (one weekday worked out, not one a day).
  let weekday = range.length > 0 ? weekdayOf(range[0] as string) : 0;
  for (const day of range) {
    const last = out[out.length - 1];
    if (last && weekday !== 1) last.days.push(day);
    else out.push({ label: day, days: [day] });
    weekday = (weekday + 1) % 7;
  }
  return out;
}

type Words = { title: string; description: string };

function series(
  id: string,
  words: Words,
  bucket: "day" | "week",
  buckets: { label: string; days: string[] }[],
  charted: string[],
  columns: { column: ReportColumn; value: (days: string[]) => number | null }[],
  stacked = true,
): ReportTable {
  return {
    id,
    title: words.title,
    description: words.description,
    chart: "bars",
    stacked,
    charted,
    rowHeader: bucket === "day" ? tableText.day : tableText.week,
    columns: columns.map((c) => c.column),
    rows: buckets.map((b) => ({ label: b.label, values: columns.map((c) => c.value(b.days)) })),
  };
}

/** The 10 largest counts of a range, with the previous range's beside them; "" keys are named by `label`. */
function ranked(
  id: string,
  words: Words & { row: string },
  counts: Counts,
  previous: Counts,
  label: (key: string) => string,
): ReportTable {
  const top = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, TOP);
  return {
    id,
    title: words.title,
    description: words.description,
    chart: "ranked",
    charted: ["count"],
    rowHeader: words.row,
    columns: [col("count", tableText.count), col("previous", tableText.previous)],
    rows: top.map(([key, n]) => ({ label: label(key), values: [n, previous[key] ?? 0] })),
  };
}

function staffTable(input: ReportInput, range: readonly string[], previousRange: readonly string[]): ReportTable {
  const inRange = new Set(range);
  const inPrevious = new Set(previousRange);
  const people = new Map<string, { replies: number; closed: number; firsts: number[][]; before: number }>();
  for (const row of input.staffDays) {
    const person = people.get(row.staffId) ?? { replies: 0, closed: 0, firsts: [], before: 0 };
    if (inRange.has(row.day)) {
      person.replies += row.replies;
      person.closed += row.closed;
      person.firsts.push(row.firstReplySeconds);
    } else if (inPrevious.has(row.day)) person.before += row.replies;
    people.set(row.staffId, person);
  }
  const rows = [...people.entries()]
    .filter(([, p]) => p.replies + p.closed + p.before > 0)
    .map(([id, p]) => ({ name: input.staffNames.get(id) ?? tableText.staff.former, ...p }))
    .sort((a, b) => b.replies - a.replies || b.closed - a.closed || a.name.localeCompare(b.name));
  return {
    id: "staff",
    title: tableText.staff.title,
    description: tableText.staff.description,
    chart: "ranked",
    charted: ["replies"],
    rowHeader: tableText.staff.row,
    columns: [
      col("replies", tableText.staff.replies),
      col("closed", tableText.staff.closed),
      col("medianFirstReply", tableText.staff.medianFirstReply, "hours"),
      col("previousReplies", tableText.staff.previousReplies),
    ],
    rows: rows.map((p) => ({ label: p.name, values: [p.replies, p.closed, medianOfLists(p.firsts), p.before] })),
  };
}

/** New conversations by weekday (Monday first) and IST hour, over the range. */
function hoursTable(days: { day: string; hours: number[] }[]): ReportTable {
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  // The days are consecutive: one weekday worked out, then counted on.
  let weekday = days.length > 0 ? weekdayOf((days[0] as { day: string }).day) : 0;
  for (const { hours } of days) {
    const row = grid[(weekday + 6) % 7] as number[];
    hours.forEach((n, hour) => {
      row[hour] = (row[hour] ?? 0) + n;
    });
    weekday = (weekday + 1) % 7;
  }
  return {
    id: "weekday-hours",
    title: tableText.hours.title,
    description: tableText.hours.description,
    chart: "grid",
    charted: [],
    rowHeader: tableText.hours.row,
    columns: Array.from({ length: 24 }, (_, hour) => col(`h${hour}`, String(hour).padStart(2, "0"))),
    rows: grid.map((values, i) => ({ label: tableText.hours.weekdays[i] as string, values })),
  };
}

/** The IST day a range of `days` ends before `from` (the previous range of the same length). */
export function previousOf(from: string, days: number): { from: string; to: string } {
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** A figure by id, for tests and the CSV (null when the report has none). */
export function findFigure(report: Report, id: string): Figure | null {
  for (const section of report.sections) {
    const found = section.figures.find((f) => f.id === id);
    if (found) return found;
  }
  return null;
}

/** A table by id (null when the report has none). */
export function findTable(report: Report, id: string): ReportTable | null {
  for (const section of report.sections) {
    const found = section.tables.find((t) => t.id === id);
    if (found) return found;
  }
  return null;
}
