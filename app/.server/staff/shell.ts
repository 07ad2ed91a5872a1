import { and, count, eq, or } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { conversations, users } from "~/.server/db/schema";
import { profileOf } from "./profile";

const c = conversations;
/** Needs reply: New (and verified) or Client replied; the inbox's default view counts the same. */
const NEEDS_REPLY = or(and(eq(c.status, "new"), eq(c.isVerified, true)), eq(c.status, "client_replied"));

/**
 * What the staff bar shows on every staff page: who is signed in (their display name) and how
 * many conversations need a reply. Both in one round trip (a D1 batch).
 */
export async function staffShellData(db: Db, staffId: string): Promise<{ staffName: string; needsReply: number }> {
  const [[me], [needs]] = await db.batch([
    db
      .select({ name: users.name, email: users.email, displayName: users.displayName, signature: users.signature })
      .from(users)
      .where(eq(users.id, staffId))
      .limit(1),
    db.select({ n: count() }).from(c).where(NEEDS_REPLY),
  ]);
  return {
    staffName: profileOf(me ?? { name: "", email: "", displayName: null, signature: null }).displayName,
    needsReply: needs?.n ?? 0,
  };
}
