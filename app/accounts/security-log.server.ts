import { desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { securityEvents, users } from "~/accounts/schema.server";
import {
  type Device,
  SECURITY_LOG_SHOWN,
  type SecurityEventKind,
  type SecurityEventView,
  STAFF_EVENT_KINDS,
  type StaffEventView,
} from "~/accounts/security-log";
import type { Db } from "~/platform/db/client.server";
import { errorName, logEvent } from "~/platform/log.server";

export type { SecurityEventKind };

/**
 * The security log (docs/accounts-and-security.md, "Security log"): one row per
 * sign-in, refused sign-in of a locked address, factor added or removed, password or e-mail
 * change, session ended, data download and staff role change, with the browser and approximate
 * place devices.ts derives from the request. Never an IP address, never a secret: the detail is a
 * passkey's name or an ended session's browser. /account shows the last 50, /admin/team the staff
 * events, "Download my data" all of them; the daily clean-up deletes them after a year, and
 * deleting the account deletes its events.
 *
 * Recording is cheap: where a change already writes in one batch, its event is one more statement
 * of that batch (securityEventInsert); otherwise one insert (recordSecurityEvent), whose failure is
 * logged (the kind and the error's name only) and never fails what it records.
 */
export type SecurityEventInput = {
  userId: string;
  kind: SecurityEventKind;
  /** A small detail (a passkey's name, say): cut to DETAIL_MAX characters. */
  detail?: string | null;
  /** The browser and place of the request; null when there was no request to read them from. */
  device: Device | null;
  /** Staff events: who made the change. */
  actorUserId?: string | null;
  at: Date;
};

const DETAIL_MAX = 120;

function rowOf(input: SecurityEventInput) {
  return {
    userId: input.userId,
    kind: input.kind,
    detail: input.detail ? input.detail.slice(0, DETAIL_MAX) : null,
    browser: input.device?.browser ?? null,
    place: input.device?.place ?? null,
    actorUserId: input.actorUserId ?? null,
    createdAt: input.at,
  };
}

/** The event's insert, to run in the batch of the change it records. */
export function securityEventInsert(db: Db, input: SecurityEventInput) {
  return db.insert(securityEvents).values(rowOf(input));
}

/** Records one event; a failure is logged without personal data and never thrown. */
export async function recordSecurityEvent(db: Db, input: SecurityEventInput): Promise<void> {
  try {
    await securityEventInsert(db, input);
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

const actors = alias(users, "actors");

const viewColumns = {
  id: securityEvents.id,
  kind: securityEvents.kind,
  detail: securityEvents.detail,
  browser: securityEvents.browser,
  place: securityEvents.place,
  createdAt: securityEvents.createdAt,
  actorName: actors.name,
  actorEmail: actors.email,
};

type ViewRow = {
  id: number;
  kind: SecurityEventKind;
  detail: string | null;
  browser: string | null;
  place: string | null;
  createdAt: Date;
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
    actor: row.actorName || row.actorEmail || null,
  };
}

/** The account's events, newest first: the last 50 for /account, more for the data download. */
export async function listSecurityEvents(
  db: Db,
  userId: string,
  limit: number = SECURITY_LOG_SHOWN,
): Promise<SecurityEventView[]> {
  const rows = await db
    .select(viewColumns)
    .from(securityEvents)
    .leftJoin(actors, eq(actors.id, securityEvents.actorUserId))
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(limit);
  return rows.map(viewOf);
}

/** The staff events for /admin/team (admins only), newest first: whose role changed, by whom. */
export async function listStaffEvents(db: Db, limit: number = SECURITY_LOG_SHOWN): Promise<StaffEventView[]> {
  const rows = await db
    .select({ ...viewColumns, accountName: users.name, accountEmail: users.email })
    .from(securityEvents)
    .innerJoin(users, eq(users.id, securityEvents.userId))
    .leftJoin(actors, eq(actors.id, securityEvents.actorUserId))
    .where(inArray(securityEvents.kind, [...STAFF_EVENT_KINDS]))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    ...viewOf(row),
    account: row.accountName ? `${row.accountName} (${row.accountEmail})` : row.accountEmail,
  }));
}
