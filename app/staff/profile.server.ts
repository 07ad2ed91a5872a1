import { eq, sql } from "drizzle-orm";
import { displayName } from "~/accounts";
import { type User, users } from "~/accounts/index.server";
import type { Db } from "~/platform/db/client.server";

/**
 * How a staff member signs: replies show "{displayName} from ADRIG" to the client, on the site and
 * in mail, and end with the signature. Set on /account (staff only); the account's name stands in
 * for an unset display name.
 */
export type StaffProfile = { displayName: string; signature: string };

export function profileOf(user: Pick<User, "name" | "email" | "displayName" | "signature">): StaffProfile {
  return { displayName: user.displayName?.trim() || displayName(user), signature: user.signature?.trim() ?? "" };
}

/** The display name as a column of the session's one statement (the staff bar's name; profileOf completes it). */
export function displayNameColumn(user: typeof users) {
  return sql<string | null>`${user.displayName}`;
}

export async function staffProfileOf(db: Db, userId: string): Promise<StaffProfile & { email: string }> {
  const [row] = await db
    .select({ name: users.name, email: users.email, displayName: users.displayName, signature: users.signature })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { ...profileOf(row ?? { name: "", email: "", displayName: null, signature: null }), email: row?.email ?? "" };
}

export async function updateStaffProfile(
  db: Db,
  userId: string,
  input: { displayName: string; signature: string },
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ displayName: input.displayName, signature: input.signature || null, updatedAt: now })
    .where(eq(users.id, userId));
}
