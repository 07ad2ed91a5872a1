import { and, asc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { securityEvents, users } from "~/.server/db/schema";
import { UserFacingError } from "~/.server/http/errors";
import type { StaffMember, TeamMember } from "~/lib/inbox";
import type { Device, SecurityEventKind } from "~/lib/security-log";
import type { SessionUser } from "~/lib/session-user";
import { errorText } from "~/lib/ui-text";
import { profileOf } from "./profile";

/** Everyone with the admin role, by name; the signed-in admin is marked (they cannot revoke themself). */
export async function listAdmins(db: Db, me: SessionUser): Promise<TeamMember[]> {
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

/** Who changes a staff role, and from where: the security log's staff event (security-log.ts). */
export type StaffActor = { actorId: string; device: Device | null };

/**
 * The staff event of a role change, as one statement of the change's batch, written before the
 * UPDATE and only for an account whose role the UPDATE really changes (`which`): granting twice
 * logs one grant, and a refused change logs nothing.
 */
function staffEvent(db: Db, kind: SecurityEventKind, by: StaffActor, which: ReturnType<typeof and>, now: Date) {
  // Every column of security_events, in the table's order (id, user_id, kind, detail, browser,
  // place, actor_user_id, created_at): Drizzle's INSERT … SELECT names them all.
  return db
    .insert(securityEvents)
    .select(
      sql`select null, ${users.id}, ${kind}, null, ${by.device?.browser ?? null}, ${by.device?.place ?? null}, ${by.actorId}, ${now.getTime()} from ${users} where ${which}`,
    );
}

/**
 * Gives a confirmed account the admin role (granting it twice changes nothing). An unconfirmed
 * account does not qualify: nobody has proven they own its address. With `by`, the change goes
 * into the security log in the same batch (who, from which browser and place).
 */
export async function grantAdmin(db: Db, email: string, now: Date, by?: StaffActor): Promise<void> {
  const qualifies = and(eq(users.email, email), isNotNull(users.emailVerifiedAt));
  const update = db.update(users).set({ role: "admin", updatedAt: now }).where(qualifies).returning({ id: users.id });
  const [row] = by
    ? (await db.batch([staffEvent(db, "admin-granted", by, and(qualifies, ne(users.role, "admin")), now), update]))[1]
    : await update;
  if (!row)
    throw new UserFacingError(404, errorText.noConfirmedAccount, "no_account", { email: errorText.noConfirmedAccount });
}

/**
 * Takes the role away from another admin. Nobody revokes their own, so the inbox always keeps one
 * admin. With `by`, the change goes into the security log in the same batch.
 */
export async function revokeAdmin(
  db: Db,
  me: SessionUser,
  userId: string,
  now: Date,
  by?: StaffActor,
): Promise<{ email: string }> {
  if (userId === me.id) throw new UserFacingError(403, errorText.cannotRevokeSelf, "self_revoke");
  const isAdmin = and(eq(users.id, userId), eq(users.role, "admin"));
  const update = db
    .update(users)
    .set({ role: "user", updatedAt: now })
    .where(isAdmin)
    .returning({ email: users.email });
  const [row] = by ? (await db.batch([staffEvent(db, "admin-revoked", by, isAdmin, now), update]))[1] : await update;
  if (!row) throw new UserFacingError(404, errorText.notAnAdmin, "not_admin");
  return row;
}
