import { and, eq, sql } from "drizzle-orm";
import { conversations } from "~/conversations/schema.server";
import { conversationFieldText } from "~/conversations/texts";
import type { Db } from "~/platform/db/client.server";
import { writeAfter } from "~/platform/db/write-hooks.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { deleteConversationFiles } from "./attachments.server";
import { type ClaimDeps, offerClaim } from "./claims.server";
import { conversationGone } from "./errors.server";
import { conversationWrites } from "./writes.server";

const m = conversations;

/** Moderation of the messages Turnstile could not vouch for; replies are in app/conversations/. */

/**
 * An unverified message (siteverify was down when it came) that staff judged genuine: it then
 * counts as new, and when its address has an account, that account is mailed the link to add it
 * to its messages (./claims.ts; a visitor's address alone puts it in nobody's portal).
 */
export async function markMessageVerified(deps: ClaimDeps, id: string): Promise<void> {
  const unverified = and(eq(m.id, id), eq(m.isVerified, false));
  const [arrival] = await deps.db
    .select({ createdAt: m.createdAt, channel: m.channel, service: m.service, visit: m.visit })
    .from(m)
    .where(unverified)
    .limit(1);
  if (!arrival) throw conversationGone();
  // Counted now, on the day it came, if this very batch is what verifies it.
  const counted = await conversationWrites.statements(deps.db, {
    kind: "arrived",
    at: arrival.createdAt,
    channel: arrival.channel,
    service: arrival.service,
    visit: arrival.visit,
    when: sql`exists (select 1 from ${m} where ${unverified})`,
  });
  const [row] = await writeAfter(
    deps.db,
    counted,
    deps.db
      .update(m)
      .set({ isVerified: true })
      .where(unverified)
      .returning({ id: m.id, email: m.email, service: m.service, createdAt: m.createdAt, userId: m.userId }),
  );
  if (!row) throw conversationGone();
  if (row.userId === null) await offerClaim(deps, row);
}

/**
 * Deletes an unverified message for good (spam that came while siteverify was down), its files
 * first. Verified ones stay.
 */
export async function deleteUnverifiedMessage(db: Db, bucket: R2Bucket, id: string, confirmed: boolean): Promise<void> {
  if (!confirmed) throw new UserFacingError(400, conversationFieldText.deleteNotConfirmed, "not_confirmed");
  const [found] = await db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.id, id), eq(m.isVerified, false)))
    .limit(1);
  if (!found) throw conversationGone();
  await deleteConversationFiles(db, bucket, [id]);
  const [row] = await db
    .delete(m)
    .where(and(eq(m.id, id), eq(m.isVerified, false)))
    .returning({ id: m.id });
  if (!row) throw conversationGone();
}
