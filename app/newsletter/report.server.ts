import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { IssueReport } from "~/newsletter/issues";
import { newsletterDeliveries } from "~/newsletter/schema.server";
import type { Db } from "~/platform/db/client.server";
import { countDeliveries, getIssue } from "./issues.server";

/** Most distinct failure reasons the report lists (the rest are in the failed count). */
const REASONS_SHOWN = 10;

/**
 * What a sending or sent issue did (docs/decisions/024-newsletter-editor.md): its deliveries by
 * state, why the failed ones failed as the transport said (never an address), how many readers
 * left through this issue's own unsubscribe link, and when sending started and finished. Nothing
 * about opens or clicks: the mails carry no pixel and no redirected links.
 */
export async function issueReport(db: Db, issueId: string): Promise<IssueReport> {
  const issue = await getIssue(db, issueId);
  const ofIssue = eq(newsletterDeliveries.issueId, issueId);
  const reason = sql<string>`coalesce(${newsletterDeliveries.lastError}, 'No reason given')`;
  const [counts, [failures, [unsubscribed]]] = await Promise.all([
    countDeliveries(db, issueId),
    db.batch([
      db
        .select({ reason, count: count() })
        .from(newsletterDeliveries)
        .where(and(ofIssue, eq(newsletterDeliveries.status, "failed")))
        .groupBy(reason)
        .orderBy(desc(count()))
        .limit(REASONS_SHOWN),
      db
        .select({ n: count() })
        .from(newsletterDeliveries)
        .where(and(ofIssue, isNotNull(newsletterDeliveries.unsubscribedAt))),
    ]),
  ]);
  return {
    ...counts,
    failures: failures.map((f) => ({ reason: f.reason, count: f.count })),
    unsubscribed: unsubscribed?.n ?? 0,
    startedAt: issue.sendStartedAt?.toISOString() ?? null,
    finishedAt: issue.status === "sent" ? (issue.sentAt?.toISOString() ?? null) : null,
  };
}
