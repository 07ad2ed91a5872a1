import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { securityEvents, users } from "~/accounts/schema.server";
import {
  type Device,
  FACTOR_ADDED_KINDS,
  kindsWeighing,
  SECURITY_LOG_SHOWN,
  type SecurityEventKind,
  type SecurityEventView,
  STAFF_EVENT_KINDS,
  type StaffEventView,
  weightOf,
} from "~/accounts/security-log";
import type { Db } from "~/platform/db/client.server";
import { errorName, logEvent } from "~/platform/log.server";

export type { SecurityEventKind };

/**
 * The security log (docs/accounts-and-security.md, "Security log"): one row per
 * sign-in, refused sign-in of a locked address, factor added or removed, password or e-mail
 * change, session ended, data download and staff role change, with the browser and approximate
 * place devices.ts derives from the request. Never an IP address, never a secret: the detail is a
 * passkey's name or an ended session's browser.
 *
 * Each kind is important or routine (`weightOf` in security-log.ts). /account shows
 * every important event of the year and the latest 50 routine entries, so no number of sign-ins or
 * downloads can push a change out of sight; a routine event repeated by one browser within an hour
 * of its entry's first is counted on that entry (decided in one D1 transaction, so requests at once
 * never make two). /admin/team shows the staff events, "Download my data" all of them; the daily
 * clean-up deletes them after a year, and deleting the account deletes its events.
 *
 * Recording is cheap: where a change already writes in one batch, its event is part of that batch
 * (securityEventWrites); otherwise one batch of its own (recordSecurityEvent), whose failure is
 * logged (the kind and the error's name only) and never fails what it records.
 */
export type SecurityEventInput = {
  userId: string;
  kind: SecurityEventKind;
  /** A small detail (a passkey's name, say): cut to DETAIL_MAX characters. */
  detail?: string | null;
  /** The browser and place of the request; null when there was no request to read them from. */
  device: Device | null;
  at: Date;
};

const DETAIL_MAX = 120;

/** Repeats of a routine event within this long from its entry's first are counted on that entry. */
const REPEAT_WINDOW_MS = 60 * 60 * 1000;

function rowOf(input: SecurityEventInput) {
  return {
    userId: input.userId,
    kind: input.kind,
    detail: input.detail ? input.detail.slice(0, DETAIL_MAX) : null,
    browser: input.device?.browser ?? null,
    place: input.device?.place ?? null,
    createdAt: input.at,
  };
}

type Statement = BatchItem<"sqlite">;

/**
 * The event's statements, to run in the batch of the change it records (D1 runs a batch as one
 * transaction). An important event is one insert. A routine one first counts itself on the entry
 * of the same kind, detail, browser and place begun within the hour, then is inserted only if no
 * such entry exists: requests at once see each other's row, so they never make two entries.
 */
export function securityEventWrites(db: Db, input: SecurityEventInput): [Statement, ...Statement[]] {
  const row = rowOf(input);
  if (weightOf(input.kind) === "important") return [db.insert(securityEvents).values(row)];
  const since = input.at.getTime() - REPEAT_WINDOW_MS;
  const sameEntry = sql`${securityEvents.userId} = ${row.userId} and ${securityEvents.kind} = ${row.kind}
    and ${securityEvents.detail} is ${row.detail} and ${securityEvents.browser} is ${row.browser}
    and ${securityEvents.place} is ${row.place} and ${securityEvents.createdAt} > ${since}`;
  return [
    db
      .update(securityEvents)
      .set({
        repeats: sql`${securityEvents.repeats} + 1`,
        lastAt: sql`max(coalesce(${securityEvents.lastAt}, 0), ${input.at.getTime()})`,
      })
      .where(sameEntry),
    securityEventInsertSelect(
      db,
      { ...row, at: input.at },
      sql`where not exists (select 1 from ${securityEvents} where ${sameEntry})`,
    ),
  ];
}

/**
 * One event as an INSERT … SELECT, written only where `rest` (the SELECT's FROM and WHERE) finds a
 * row: a conditional insert that can run in a D1 batch, which takes Drizzle's builders only. Drizzle
 * names every column in the schema's order, so the values come in that order here. `userId` may be
 * a column of `rest`'s FROM (a staff event's account).
 */
export function securityEventInsertSelect(
  db: Db,
  event: {
    userId: SQLWrapper | string;
    kind: SecurityEventKind;
    detail?: string | null;
    browser: string | null;
    place: string | null;
    actor?: { id: string; name: string; email: string } | null;
    at: Date;
  },
  rest: SQL,
) {
  const { actor } = event;
  return db
    .insert(securityEvents)
    .select(
      sql`select null, ${event.userId}, ${event.kind}, ${event.detail ?? null}, ${event.browser}, ${event.place}, ${actor?.id ?? null}, ${actor?.name ?? null}, ${actor?.email ?? null}, ${event.at.getTime()}, 1, null ${rest}`,
    );
}

/** Records one event; a failure is logged without personal data and never thrown. */
export async function recordSecurityEvent(db: Db, input: SecurityEventInput): Promise<void> {
  try {
    await db.batch(securityEventWrites(db, input));
  } catch (err) {
    logSecurityEventFailure(input.kind, err);
  }
}

export function logSecurityEventFailure(kind: SecurityEventKind, err: unknown): void {
  logEvent("error", "security_event_failed", { kind, error: errorName(err) });
}

/**
 * "Sign-in refused: too many failed attempts" for the account with this address, if there is one,
 * at most once per `everyMs` (a lock's length): an attacker hammering a locked address adds one
 * event per lock, not one per try. One conditional insert; nothing for an unknown address.
 */
export async function recordLockedSignIn(
  db: Db,
  email: string,
  device: Device | null,
  at: Date,
  everyMs: number,
): Promise<void> {
  const kind: SecurityEventKind = "sign-in-locked";
  try {
    await db.run(sql`
      insert into ${securityEvents} (user_id, kind, browser, place, created_at)
      select ${users.id}, ${kind}, ${device?.browser ?? null}, ${device?.place ?? null}, ${at.getTime()}
      from ${users}
      where ${users.email} = ${email}
        and not exists (
          select 1 from ${securityEvents}
          where ${securityEvents.userId} = ${users.id} and ${securityEvents.kind} = ${kind}
            and ${securityEvents.createdAt} > ${at.getTime() - everyMs}
        )`);
  } catch (err) {
    logSecurityEventFailure(kind, err);
  }
}

const viewColumns = {
  id: securityEvents.id,
  kind: securityEvents.kind,
  detail: securityEvents.detail,
  browser: securityEvents.browser,
  place: securityEvents.place,
  createdAt: securityEvents.createdAt,
  repeats: securityEvents.repeats,
  lastAt: securityEvents.lastAt,
  actorName: securityEvents.actorName,
  actorEmail: securityEvents.actorEmail,
};

type ViewRow = {
  id: number;
  kind: SecurityEventKind;
  detail: string | null;
  browser: string | null;
  place: string | null;
  createdAt: Date;
  repeats: number;
  lastAt: Date | null;
  actorName: string | null;
  actorEmail: string | null;
};

function viewOf(row: ViewRow): SecurityEventView {
  return {
    id: row.id,
    kind: row.kind,
    detail: row.detail,
    browser: row.browser,
    place: row.place,
    at: row.createdAt.toISOString(),
    repeats: row.repeats,
    lastAt: row.repeats > 1 && row.lastAt ? row.lastAt.toISOString() : null,
    actor: row.actorName && row.actorEmail ? `${row.actorName} (${row.actorEmail})` : (row.actorEmail ?? null),
  };
}

const newestFirst = [
  desc(sql`coalesce(${securityEvents.lastAt}, ${securityEvents.createdAt})`),
  desc(securityEvents.id),
];

/** The account's whole log, newest first, for "Download my data" (up to `limit` entries). */
export async function listSecurityEvents(db: Db, userId: string, limit: number): Promise<SecurityEventView[]> {
  const rows = await db
    .select(viewColumns)
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(limit);
  return rows.map(viewOf);
}

/**
 * /account's log, newest first: every important event the log still holds (a year), and the last
 * 50 routine entries, read in one statement and shown as two lists, so routine entries never take
 * an important event's place.
 */
export async function listAccountSecurityLog(
  db: Db,
  userId: string,
): Promise<{ changes: SecurityEventView[]; activity: SecurityEventView[] }> {
  const latestRoutine = db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), inArray(securityEvents.kind, kindsWeighing("routine"))))
    .orderBy(...newestFirst)
    .limit(SECURITY_LOG_SHOWN);
  const rows = await db
    .select(viewColumns)
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.userId, userId),
        or(inArray(securityEvents.kind, kindsWeighing("important")), inArray(securityEvents.id, latestRoutine)),
      ),
    )
    .orderBy(...newestFirst);
  const events = rows.map(viewOf);
  return {
    changes: events.filter((e) => weightOf(e.kind) === "important"),
    activity: events.filter((e) => weightOf(e.kind) === "routine"),
  };
}

/**
 * The ways in added to the account from `since` until `until` (passkeys, two-step verification,
 * recovery codes), oldest first: what an undone change of address lists for its owner to check.
 */
export async function listFactorsAdded(db: Db, userId: string, since: Date, until: Date): Promise<SecurityEventView[]> {
  const rows = await db
    .select(viewColumns)
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.userId, userId),
        inArray(securityEvents.kind, [...FACTOR_ADDED_KINDS]),
        gte(securityEvents.createdAt, since),
        lt(securityEvents.createdAt, until),
      ),
    )
    .orderBy(asc(securityEvents.createdAt), asc(securityEvents.id));
  return rows.map(viewOf);
}

/** The staff events for /admin/team (admins only), newest first: whose role changed, by whom. */
export async function listStaffEvents(db: Db, limit: number = SECURITY_LOG_SHOWN): Promise<StaffEventView[]> {
  const rows = await db
    .select({ ...viewColumns, accountName: users.name, accountEmail: users.email })
    .from(securityEvents)
    .innerJoin(users, eq(users.id, securityEvents.userId))
    .where(inArray(securityEvents.kind, [...STAFF_EVENT_KINDS]))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    ...viewOf(row),
    account: row.accountName ? `${row.accountName} (${row.accountEmail})` : row.accountEmail,
  }));
}
