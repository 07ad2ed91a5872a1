import { eq } from "drizzle-orm";
import { bookingFactsAfter } from "~/bookings/index.server";
import { conversationFactsAfter, staffRepliesAfter } from "~/conversations/index.server";
import { subscriberFactsAfter } from "~/newsletter/index.server";
import type { Db } from "~/platform/db/client.server";
import { logEvent } from "~/platform/log.server";
import { type DayFigures, emptyDayFigures } from "./day-figures.server";
import { dayOf, hourOf } from "./days";
import { officeSeconds } from "./office-hours";
import { type Counts, reportState } from "./schema.server";
import { officeHoursOf } from "./settings.server";
import { ascending } from "./stats";

/**
 * The daily roll-ups made again from the records kept (docs/decisions/034-reports-and-roll-ups.md):
 * once, when the reports begin on a database that already has conversations (the every-minute
 * cron finds no `built_at`), and in the tests, where it must give exactly what the writes kept.
 * It can only count what is still there: conversations and bookings deleted since, and an
 * address's earlier subscriptions, are not; first replies are measured against today's office
 * hours. All rows are replaced in one D1 batch.
 */

const PAGE = 1000;
/** Rows per insert statement: each statement carries its rows as one JSON parameter. */
const ROWS_PER_STATEMENT = 200;

type StaffDay = { replies: number; closed: number; firstReplySeconds: number[] };

const bump = (counts: Counts, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

const seconds = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));

export async function rebuildReports(db: Db, now: Date): Promise<void> {
  const hours = await officeHoursOf(db);
  const days = new Map<string, DayFigures>();
  const staff = new Map<string, StaffDay>();
  const dayAt = (at: Date) => {
    const key = dayOf(at);
    const found = days.get(key) ?? emptyDayFigures();
    days.set(key, found);
    return found;
  };
  const staffAt = (at: Date, staffId: string | null) => {
    // An account deleted since is no longer named: its counts stay together under "".
    const key = `${dayOf(at)}|${staffId ?? ""}`;
    const found = staff.get(key) ?? { replies: 0, closed: 0, firstReplySeconds: [] };
    staff.set(key, found);
    return found;
  };

  for (let after = ""; ; ) {
    const page = await conversationFactsAfter(db, after, PAGE);
    if (page.length === 0) break;
    after = page[page.length - 1]?.id ?? after;
    for (const c of page) {
      if (c.isVerified) {
        const day = dayAt(c.createdAt);
        bump(day.channels, c.channel);
        bump(day.services, c.service ?? "");
        bump(day.fromPages, c.visit?.fromPage ?? "");
        bump(day.landingPages, c.visit?.landingPage ?? "");
        bump(day.referrers, c.visit?.referrerHost ?? "");
        bump(day.campaigns, c.visit?.utmCampaign ?? "");
        const hour = hourOf(c.createdAt);
        day.hours[hour] = (day.hours[hour] ?? 0) + 1;
      }
      if (c.firstReplyAt) {
        const day = dayAt(c.firstReplyAt);
        const wall = seconds(c.createdAt, c.firstReplyAt);
        day.firstReplySeconds.push(wall);
        day.firstReplyOfficeSeconds.push(officeSeconds(c.createdAt, c.firstReplyAt, hours));
        staffAt(c.firstReplyAt, c.firstReplyBy).firstReplySeconds.push(wall);
      }
      if (c.closedAt) {
        const day = dayAt(c.closedAt);
        day.closeSeconds.push(seconds(c.createdAt, c.closedAt));
        day.repliesAtClose += c.repliesAtClose;
        staffAt(c.closedAt, c.closedBy).closed++;
      }
    }
  }
  for (let after = 0; ; ) {
    const page = await staffRepliesAfter(db, after, PAGE);
    if (page.length === 0) break;
    after = page[page.length - 1]?.rowid ?? after;
    for (const reply of page) staffAt(reply.at, reply.staffId).replies++;
  }
  for (let after = ""; ; ) {
    const page = await bookingFactsAfter(db, after, PAGE);
    if (page.length === 0) break;
    after = page[page.length - 1]?.id ?? after;
    for (const b of page) {
      dayAt(b.createdAt).bookingsMade++;
      const meeting = dayAt(b.startAt);
      if (b.status === "confirmed") meeting.meetings++;
      else if (b.status === "no_show") meeting.noShows++;
      else meeting.cancelled++;
    }
  }
  let confirmed = 0;
  for (let after = ""; ; ) {
    const page = await subscriberFactsAfter(db, after, PAGE);
    if (page.length === 0) break;
    after = page[page.length - 1]?.id ?? after;
    for (const s of page) {
      if (s.confirmedAt && s.status !== "pending") dayAt(s.confirmedAt).subscribed++;
      if (s.status === "unsubscribed" && s.unsubscribedAt && s.confirmedAt) dayAt(s.unsubscribedAt).unsubscribed++;
      if (s.status === "confirmed") confirmed++;
    }
  }

  const d1 = db.$client;
  const dayRows = [...days.entries()].map(([day, d]) => [
    day,
    d.channels,
    d.services,
    d.fromPages,
    d.landingPages,
    d.referrers,
    d.campaigns,
    d.hours,
    // Each day's durations in ascending order, as the writes keep them.
    ascending(d.firstReplySeconds),
    ascending(d.firstReplyOfficeSeconds),
    ascending(d.closeSeconds),
    d.repliesAtClose,
    d.bookingsMade,
    d.meetings,
    d.noShows,
    d.cancelled,
    d.subscribed,
    d.unsubscribed,
  ]);
  const staffRows = [...staff.entries()].map(([key, s]) => {
    const [day, staffId] = key.split("|");
    return [day, staffId, s.replies, s.closed, ascending(s.firstReplySeconds)];
  });
  const dayColumns =
    "day, channels, services, from_pages, landing_pages, referrers, campaigns, hours, first_reply_seconds, first_reply_office_seconds, close_seconds, replies_at_close, bookings_made, meetings, no_shows, cancelled, subscribed, unsubscribed";
  const inserts = (table: string, columns: string, rows: unknown[][]) =>
    chunks(rows, ROWS_PER_STATEMENT).map((chunk) =>
      d1
        .prepare(
          `insert into ${table} (${columns}) select ${columns
            .split(", ")
            .map((_, i) => `json_extract(value, '$[${i}]')`)
            .join(", ")} from json_each(?1)`,
        )
        .bind(JSON.stringify(chunk)),
    );
  await d1.batch([
    d1.prepare("delete from report_days"),
    d1.prepare("delete from report_staff_days"),
    ...inserts("report_days", dayColumns, dayRows),
    ...inserts("report_staff_days", "day, staff_id, replies, closed, first_reply_seconds", staffRows),
    d1.prepare("insert or replace into report_state (name, value) values ('subscribers', ?1)").bind(confirmed),
    d1.prepare("insert or replace into report_state (name, value) values ('built_at', ?1)").bind(now.getTime()),
  ]);
  logEvent("info", "reports_rebuilt", { days: dayRows.length, staffDays: staffRows.length });
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The cron's step: the roll-ups are rebuilt once, when they never were (an existing database). */
export async function ensureReportsBuilt(db: Db, now: Date): Promise<boolean> {
  const [built] = await db
    .select({ at: reportState.value })
    .from(reportState)
    .where(eq(reportState.name, "built_at"))
    .limit(1);
  if (built) return false;
  await rebuildReports(db, now);
  return true;
}
