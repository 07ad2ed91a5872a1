import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { users } from "~/.server/db/schema";
import { UserFacingError } from "~/.server/http/errors";
import type { StaffMember, TeamMember } from "~/lib/inbox";
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

/**
 * Gives a confirmed account the admin role (granting it twice changes nothing). An unconfirmed
 * account does not qualify: nobody has proven they own its address.
 */
export async function grantAdmin(db: Db, email: string, now: Date): Promise<void> {
  const [row] = await db
    .update(users)
    .set({ role: "admin", updatedAt: now })
    .where(and(eq(users.email, email), isNotNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  if (!row)
    throw new UserFacingError(404, errorText.noConfirmedAccount, "no_account", { email: errorText.noConfirmedAccount });
}

/** Takes the role away from another admin. Nobody revokes their own, so the inbox always keeps one admin. */
export async function revokeAdmin(db: Db, me: SessionUser, userId: string, now: Date): Promise<{ email: string }> {
  if (userId === me.id) throw new UserFacingError(403, errorText.cannotRevokeSelf, "self_revoke");
  const [row] = await db
    .update(users)
    .set({ role: "user", updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.role, "admin")))
    .returning({ email: users.email });
  if (!row) throw new UserFacingError(404, errorText.notAnAdmin, "not_admin");
  return row;
}
