import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { TeamMember } from "../../app/lib/inbox-types";
import { errorMessages } from "../../app/lib/messages";
import type { SessionUser } from "../../app/lib/session-user";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { UserFacingError } from "../http/errors";

/** Everyone with the admin role, by name; the signed-in admin is marked (they cannot revoke themself). */
export async function listAdmins(db: Db, me: SessionUser): Promise<TeamMember[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.name), asc(users.email));
  return rows.map((u) => ({ ...u, isYou: u.id === me.id }));
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
  if (!row) throw new UserFacingError(404, errorMessages.noConfirmedAccount, "no_account", { email: errorMessages.noConfirmedAccount });
}

/** Takes the role away from another admin. Nobody revokes their own, so the inbox always keeps one admin. */
export async function revokeAdmin(db: Db, me: SessionUser, userId: string, now: Date): Promise<{ email: string }> {
  if (userId === me.id) throw new UserFacingError(403, errorMessages.cannotRevokeSelf, "self_revoke");
  const [row] = await db
    .update(users)
    .set({ role: "user", updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.role, "admin")))
    .returning({ email: users.email });
  if (!row) throw new UserFacingError(404, errorMessages.notAnAdmin, "not_admin");
  return row;
}
