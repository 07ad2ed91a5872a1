import { and, asc, eq, isNotNull, ne, type SQL, sql } from "drizzle-orm";
import type { Device, SecurityEventKind, SessionUser } from "~/accounts";
import { securityEventInsertSelect, users } from "~/accounts/index.server";

import type { StaffMember, TeamMember } from "~/conversations";
import type { Db } from "~/platform/db/client.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { staffErrorText } from "~/staff/texts";
import { isStaff } from "./is-staff";
import { profileOf } from "./profile.server";

/** Everyone with the admin role, by name; the signed-in admin is marked (they cannot revoke themself). */
export async function listTeam(db: Db, me: SessionUser): Promise<TeamMember[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.name), asc(users.email));
  return rows.map((u) => ({ ...u, isYou: u.id === me.id }));
}

/** The staff as the inbox names them (the assignee picker): their display name, else their name. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      displayName: users.displayName,
      signature: users.signature,
    })
    .from(users)
    .where(eq(users.role, "admin"));
  return rows.map((u) => ({ id: u.id, name: profileOf(u).displayName })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The account a change of role concerns. */
export type TeamAccount = { id: string; email: string; name: string };

/**
 * Who changes a staff role, and from where: the security log's staff event (security-log.ts)
 * keeps the actor's name and address as they are at the change.
 */
export type StaffActor = { actor: Pick<SessionUser, "id" | "name" | "email">; device: Device | null };

/**
 * The staff event of a role change, as one statement of the change's batch, written before the
 * UPDATE and only for an account whose role the UPDATE really changes (`which`, the UPDATE's own
 * condition): granting twice logs nothing more, and a refused change logs nothing. The actor's name
 * and address are written with it, so a later rename or deletion leaves the event as it was.
 */
function staffEvent(db: Db, kind: SecurityEventKind, by: StaffActor, which: SQL | undefined, now: Date) {
  return securityEventInsertSelect(
    db,
    {
      userId: users.id,
      kind,
      browser: by.device?.browser ?? null,
      place: by.device?.place ?? null,
      actor: by.actor,
      at: now,
    },
    sql`from ${users} where ${which}`,
  );
}

/**
 * Gives a confirmed account the admin role; null when it had it already (nothing changes, nobody
 * is told). An unconfirmed account does not qualify: nobody has proven they own its address.
 * The change and its staff event (who, from which browser and place) are one batch.
 */
export async function grantStaff(db: Db, email: string, now: Date, by: StaffActor): Promise<TeamAccount | null> {
  const confirmedAccount = and(eq(users.email, email), isNotNull(users.emailVerifiedAt));
  const changes = and(confirmedAccount, ne(users.role, "admin"));
  const update = db
    .update(users)
    .set({ role: "admin", updatedAt: now })
    .where(changes)
    .returning({ id: users.id, email: users.email, name: users.name });
  const [, [row]] = await db.batch([staffEvent(db, "admin-granted", by, changes, now), update]);
  if (row) return row;
  const [already] = await db.select({ id: users.id }).from(users).where(confirmedAccount).limit(1);
  if (!already) {
    throw new UserFacingError(404, staffErrorText.noConfirmedAccount, "no_account", {
      email: staffErrorText.noConfirmedAccount,
    });
  }
  return null;
}

/**
 * Takes the role away from another admin. Nobody revokes their own, and the team never goes
 * without an admin: the statement itself demotes only while another admin remains, so two
 * admins revoking each other at once cannot both succeed (SQLite runs one statement at a time).
 * The change and its staff event are one batch.
 */
export async function revokeStaff(
  db: Db,
  me: SessionUser,
  userId: string,
  now: Date,
  by: StaffActor,
): Promise<TeamAccount> {
  if (userId === me.id) throw new UserFacingError(403, staffErrorText.cannotRevokeSelf, "self_revoke");
  const changes = and(
    eq(users.id, userId),
    eq(users.role, "admin"),
    sql`(select count(*) from users as staff where staff.role = 'admin') > 1`,
  );
  const update = db
    .update(users)
    .set({ role: "user", updatedAt: now })
    .where(changes)
    .returning({ id: users.id, email: users.email, name: users.name });
  const [, [row]] = await db.batch([staffEvent(db, "admin-revoked", by, changes, now), update]);
  if (row) return row;
  const [target] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  if (isStaff(target)) throw new UserFacingError(409, staffErrorText.lastStaffMember, "last_admin");
  throw new UserFacingError(404, staffErrorText.notStaffMember, "not_admin");
}
