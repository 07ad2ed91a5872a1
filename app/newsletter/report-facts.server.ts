import { and, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { type NewsletterStatus, newsletterIssues } from "./schema.server";

/**
 * What the reports read of the newsletter (app/reports/): for the rebuild, each address's latest
 * confirmation and leaving (a page at a time, by id; no address); for a report, the issues whose
 * sending started in a span and how many subscribers each went to.
 */
export async function subscriberFactsAfter(
  db: Db,
  afterId: string,
  limit: number,
): Promise<{ id: string; status: NewsletterStatus; confirmedAt: Date | null; unsubscribedAt: Date | null }[]> {
  const rows = await db.all<{
    id: string;
    status: NewsletterStatus;
    confirmed_at: number | null;
    unsubscribed_at: number | null;
  }>(sql`
    select id, status, confirmed_at, unsubscribed_at from newsletter_subscribers where id > ${afterId} order by id limit ${limit}`);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    confirmedAt: r.confirmed_at === null ? null : new Date(r.confirmed_at),
    unsubscribedAt: r.unsubscribed_at === null ? null : new Date(r.unsubscribed_at),
  }));
}

/** The issues whose sending started from `from` until before `to`, oldest first. */
export async function issuesSentBetween(
  db: Db,
  from: Date,
  to: Date,
): Promise<{ subject: string; sentAt: Date; recipients: number }[]> {
  const rows = await db
    .select({
      subject: newsletterIssues.subject,
      sentAt: newsletterIssues.sendStartedAt,
      recipients: newsletterIssues.recipientCount,
    })
    .from(newsletterIssues)
    .where(
      and(
        inArray(newsletterIssues.status, ["sending", "sent"]),
        gte(newsletterIssues.sendStartedAt, from),
        lt(newsletterIssues.sendStartedAt, to),
      ),
    )
    .orderBy(newsletterIssues.sendStartedAt);
  return rows.flatMap((r) => (r.sentAt ? [{ subject: r.subject, sentAt: r.sentAt, recipients: r.recipients }] : []));
}
