import { and, eq, isNull } from "drizzle-orm";
import { users } from "~/accounts/schema.server";
import type { Db } from "~/platform/db/client.server";
import { canonicalTimeZone } from "~/ui/time-zones";

/**
 * The account's time zone (`users.time_zone`): the zone its times are shown in (app/ui/format.ts).
 * Learned from the browser at sign-up (the confirmation's hidden field) or at a booking, and
 * changed on /account. Not a security change: it changes no way in and mails nobody.
 */

/** The zone a browser sent (a form's hidden field), when it is one; anything else is no zone. */
export function browserTimeZone(sent: unknown): string | null {
  return typeof sent === "string" ? canonicalTimeZone(sent) : null;
}

/** /account's "Time zone": the zone chosen, or none ("" from the form: times in IST). */
export async function setTimeZone(db: Db, userId: string, zone: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ timeZone: canonicalTimeZone(zone), updatedAt: now })
    .where(eq(users.id, userId));
}

/**
 * A zone the browser told us (a booking's): kept only while the account has none, so a zone the
 * person chose, or had, is never replaced by a trip's.
 */
export async function rememberTimeZone(db: Db, userId: string, sent: unknown): Promise<void> {
  const zone = browserTimeZone(sent);
  if (!zone) return;
  await db
    .update(users)
    .set({ timeZone: zone })
    .where(and(eq(users.id, userId), isNull(users.timeZone)));
}
