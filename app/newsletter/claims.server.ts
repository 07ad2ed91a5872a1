import { and, eq, lt, type SQL } from "drizzle-orm";
import { newsletterDeliveries } from "~/newsletter/schema.server";
import type { Db } from "~/platform/db/client.server";

/**
 * A delivery claimed this long ago whose job never came back (the consumer was stopped between
 * the mail and the mark): whether it went out is unknown, so it is never sent again on its own;
 * it counts as failed, and "Retry failed" is the staff's decision.
 */
export const STALE_CLAIM_MS = 15 * 60 * 1000;
/** The reason such a delivery shows on the issue's report. */
const STALE_CLAIM_REASON = "Stopped before the mail service answered: it may have gone out";

/** Marks the issue's stale claims (within `where`, e.g. one job's slice) failed. */
export async function failStaleClaims(db: Db, issueId: string, now: Date, where?: SQL): Promise<void> {
  await db
    .update(newsletterDeliveries)
    .set({ status: "failed", lastError: STALE_CLAIM_REASON })
    .where(
      and(
        eq(newsletterDeliveries.issueId, issueId),
        where,
        eq(newsletterDeliveries.status, "claimed"),
        lt(newsletterDeliveries.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
      ),
    );
}
