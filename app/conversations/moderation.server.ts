import { and, eq } from "drizzle-orm";
import { conversations } from "~/conversations/schema.server";
import { conversationFieldText } from "~/conversations/texts";
import type { Db } from "~/platform/db/client.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { deleteConversationFiles } from "./attachments.server";
import { type ClaimDeps, offerClaim } from "./claims.server";
import { conversationGone } from "./errors.server";

const m = conversations;

/** Moderation of the messages Turnstile could not vouch for; replies are in app/conversations/. */

/**
 * An unverified message (siteverify was down when it came) that staff judged genuine: it then
 * counts as new, and when its address has an account, that account is mailed the link to add it
 * to its messages (./claims.ts; a visitor's address alone puts it in nobody's portal).
 */
export async function markMessageVerified(deps: ClaimDeps, id: string): Promise<void> {
  const [row] = await deps.db
    .update(m)
    .set({ isVerified: true })
    .where(and(eq(m.id, id), eq(m.isVerified, false)))
    .returning({ id: m.id, email: m.email, service: m.service, createdAt: m.createdAt, userId: m.userId });
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
