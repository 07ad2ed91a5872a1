import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { type BookingWrite, bookingWrites } from "~/bookings/index.server";
import { type ConversationWrite, conversationWrites } from "~/conversations/index.server";
import { type SubscriberWrite, subscriberWrites } from "~/newsletter/index.server";
import type { Db } from "~/platform/db/client.server";
import type { HookStatement } from "~/platform/db/write-hooks.server";
import { dayOf, hourOf } from "./days";
import { officeSeconds } from "./office-hours";
import { reportDays, reportStaffDays, reportState } from "./schema.server";
import { officeHoursOf } from "./settings.server";

/**
 * The daily roll-ups, kept by the writes themselves (docs/decisions/034-reports-and-roll-ups.md):
 * each write of a conversation, a booking or a subscription tells its hook what happened, and
 * these listeners answer with the upserts of the days it touches, which the write runs in its own
 * D1 batch, under its own condition. So a count changes exactly when the thing counted does,
 * once, and deleting anything later never takes it back. Workers/app.ts listens once per isolate.
 */
export function countReportWrites(): void {
  conversationWrites.listen(onConversation);
  bookingWrites.listen(onBooking);
  subscriberWrites.listen(onSubscriber);
}

/** One column's change: its value for a day not yet written, and the next value from the current. */
type Change = { column: string; initial: SQL; next: (current: SQL | SQLiteColumn) => SQL };

const ZERO = sql`0`;
const NO_COUNTS = sql`'{}'`;
const NO_LIST = sql`'[]'`;
const ZERO_HOURS = sql.raw(`'${JSON.stringify(Array.from({ length: 24 }, () => 0))}'`);

const add = (column: string, n: number | SQL): Change => ({ column, initial: ZERO, next: (c) => sql`${c} + ${n}` });

/** One more under `key` in a JSON object of counts (keys are checked: app/site/visit.ts, service values). */
const countUnder = (column: string, key: string): Change => {
  const path = `$."${key}"`;
  return {
    column,
    initial: NO_COUNTS,
    next: (c) => sql`json_set(${c}, ${path}, coalesce(json_extract(${c}, ${path}), 0) + 1)`,
  };
};

/** One more duration in a day's list, kept in ascending order (app/reports/stats.ts counts across the days' lists). */
const insertSorted = (column: string, value: SQL | number): Change => ({
  column,
  initial: NO_LIST,
  next: (c) =>
    sql`(select json_group_array(value) from (select value from json_each(${c}) union all select ${value} order by 1))`,
});

const atHour = (hour: number): Change => {
  const path = `$[${hour}]`;
  return {
    column: "hours",
    initial: ZERO_HOURS,
    next: (c) => sql`json_set(${c}, ${path}, json_extract(${c}, ${path}) + 1)`,
  };
};

/**
 * One statement: the row gets `changes` when `when` holds. A row not yet written is inserted with
 * each change applied to the column's empty value (or, when `when` does not hold, empty: a day of
 * zeros counts nothing), an existing one is updated only when `when` holds.
 */
function upsert(
  db: Db,
  table: typeof reportDays | typeof reportStaffDays,
  key: Record<string, string>,
  when: SQL,
  changes: Change[],
) {
  const columns = table as unknown as Record<string, SQLiteColumn>;
  const values: Record<string, SQL | string> = { ...key };
  const set: Record<string, SQL> = {};
  for (const change of changes) {
    values[change.column] = sql`case when ${when} then ${change.next(change.initial)} else ${change.initial} end`;
    set[change.column] = change.next(columns[change.column] as SQLiteColumn);
  }
  const target = Object.keys(key).map((name) => columns[name] as SQLiteColumn);
  // The columns are named by the changes above (the tests read every one back).
  return db
    .insert(table)
    .values(values as never)
    .onConflictDoUpdate({ target, set, setWhere: when });
}

const day = (db: Db, at: Date, when: SQL, changes: Change[]) =>
  upsert(db, reportDays, { day: dayOf(at) }, when, changes);
const staffDay = (db: Db, at: Date, staffId: string, when: SQL, changes: Change[]) =>
  upsert(db, reportStaffDays, { day: dayOf(at), staffId }, when, changes);

/** The confirmed subscribers now, kept with each change. */
const subscribers = (db: Db, n: number, when: SQL) =>
  db
    .insert(reportState)
    .values({ name: "subscribers", value: sql`case when ${when} then ${n} else 0 end` })
    .onConflictDoUpdate({ target: reportState.name, set: { value: sql`${reportState.value} + ${n}` }, setWhere: when });

const seconds = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));

async function onConversation(db: Db, event: ConversationWrite): Promise<HookStatement[]> {
  switch (event.kind) {
    case "arrived": {
      const visit = event.visit;
      return [
        day(db, event.at, event.when, [
          countUnder("channels", event.channel),
          countUnder("services", event.service ?? ""),
          countUnder("fromPages", visit?.fromPage ?? ""),
          countUnder("landingPages", visit?.landingPage ?? ""),
          countUnder("referrers", visit?.referrerHost ?? ""),
          countUnder("campaigns", visit?.utmCampaign ?? ""),
          atHour(hourOf(event.at)),
        ]),
      ];
    }
    case "replied": {
      // The office hours are those set when the first reply is sent (docs/reports.md).
      const wall = seconds(event.arrivedAt, event.at);
      const office = officeSeconds(event.arrivedAt, event.at, await officeHoursOf(db));
      const first = sql`(${event.when}) and (${event.first})`;
      return [
        staffDay(db, event.at, event.staffId, event.when, [add("replies", 1)]),
        day(db, event.at, first, [
          insertSorted("firstReplySeconds", wall),
          insertSorted("firstReplyOfficeSeconds", office),
        ]),
        staffDay(db, event.at, event.staffId, first, [insertSorted("firstReplySeconds", wall)]),
      ];
    }
    case "closed":
      return [
        day(db, event.at, event.when, [
          insertSorted("closeSeconds", sql`max(0, (${event.at.getTime()} - ${event.arrivedAt}) / 1000)`),
          add("repliesAtClose", event.staffReplies),
        ]),
        staffDay(db, event.at, event.staffId, event.when, [add("closed", 1)]),
      ];
  }
}

function onBooking(db: Db, event: BookingWrite): HookStatement[] {
  switch (event.kind) {
    case "made":
      return [
        day(db, event.at, event.when, [add("bookingsMade", 1)]),
        day(db, event.startAt, event.when, [add("meetings", 1)]),
      ];
    case "moved":
      return [
        day(db, event.from, event.when, [add("meetings", -1)]),
        day(db, event.to, event.when, [add("meetings", 1)]),
      ];
    case "cancelled":
      return [day(db, event.startAt, event.when, [add("meetings", -1), add("cancelled", 1)])];
    case "no_show":
      return [day(db, event.startAt, event.when, [add("meetings", -1), add("noShows", 1)])];
  }
}

function onSubscriber(db: Db, event: SubscriberWrite): HookStatement[] {
  switch (event.kind) {
    case "confirmed":
      return [day(db, event.at, event.when, [add("subscribed", 1)]), subscribers(db, 1, event.when)];
    case "unconfirmed":
      return [day(db, event.at, event.when, [add("subscribed", -1)]), subscribers(db, -1, event.when)];
    case "left":
      return [day(db, event.at, event.when, [add("unsubscribed", 1)]), subscribers(db, -1, event.when)];
  }
}
