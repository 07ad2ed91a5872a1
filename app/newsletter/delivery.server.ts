import { and, between, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { newsletterDeliveries, newsletterSubscribers } from "~/newsletter/schema.server";
import type { Db } from "~/platform/db/client.server";
import { errorName, logEvent } from "~/platform/log.server";
import type { Mailer } from "~/platform/mail/mail.server";
import type { MailQueueParts, QueueJobHandler } from "~/platform/mail/queue-registry.server";
import { generateToken, hashToken } from "~/platform/tokens.server";
import { failStaleClaims } from "./claims.server";
import { getIssue } from "./issues.server";
import { composeIssueMail, finishIfDone, issueMailHtml } from "./sending.server";
import { NEWSLETTER_JOB_KIND, type NewsletterJob } from "./slice-job.server";

/**
 * One queue job of an issue: a slice of its frozen recipient list, sent exactly once per person.
 * Each pending row is claimed in one conditional UPDATE before its mail is handed to the
 * transport and marked sent after, so a redelivered job, a retried one or two consumers at once
 * never mail anyone twice: only pending rows are claimed, and each by one consumer. A transport
 * failure puts the row back to pending (the job is retried with backoff) until it has failed
 * MAX_DELIVERY_ATTEMPTS times; then it is failed, for "Retry failed". Someone who unsubscribed
 * (or whose address was deleted) since the list was frozen is skipped.
 */

/** Tries of one delivery before it counts as failed. */
export const MAX_DELIVERY_ATTEMPTS = 5;
export type DeliveryDeps = { db: Db; transport: Mailer; now: () => Date };

export type SliceOutcome = { claimed: number; sent: number; failed: number; retrying: number; skipped: number };

/**
 * The handler the Worker's queue consumer runs for a slice (its registry: workers/queue/mail-consumer.ts):
 * acknowledged once every row of it is done, retried with backoff while some wait for another try,
 * and retried as well when D1 itself failed (the rows stay pending, nothing was sent twice).
 */
const newsletterSliceJob: QueueJobHandler<NewsletterJob> = {
  kind: NEWSLETTER_JOB_KIND,
  async run(job, deps, message) {
    try {
      const outcome = await deliverSlice(deps, job);
      return outcome.retrying > 0 ? "retry" : "done";
    } catch (err) {
      logEvent("error", "newsletter_batch_failed", {
        issue: job.issueId,
        attempt: message.attempt,
        error: errorName(err),
      });
      return "retry";
    }
  },
};

/** What the newsletter runs on the mail queue (composed by workers/queue/mail-consumer.ts). */
export const newsletterMailQueue: MailQueueParts = { jobs: [newsletterSliceJob] };

export async function deliverSlice(deps: DeliveryDeps, job: NewsletterJob): Promise<SliceOutcome> {
  const { db } = deps;
  const now = deps.now();
  const inSlice = and(
    eq(newsletterDeliveries.issueId, job.issueId),
    between(newsletterDeliveries.seq, job.firstSeq, job.lastSeq),
  );
  await failStaleClaims(db, job.issueId, now, inSlice);
  const claimed = await db
    .update(newsletterDeliveries)
    .set({ status: "claimed", claimedAt: now, attempts: sql`${newsletterDeliveries.attempts} + 1` })
    .where(and(inSlice, eq(newsletterDeliveries.status, "pending")))
    .returning({
      seq: newsletterDeliveries.seq,
      subscriberId: newsletterDeliveries.subscriberId,
      attempts: newsletterDeliveries.attempts,
    });
  const outcome: SliceOutcome = { claimed: claimed.length, sent: 0, failed: 0, retrying: 0, skipped: 0 };
  if (claimed.length > 0) await sendClaimed(deps, job, claimed, outcome);
  await finishIfDone(db, job.issueId, deps.now());
  // Counts only: never an address.
  logEvent(outcome.failed || outcome.retrying ? "warn" : "info", "newsletter_batch", {
    issue: job.issueId,
    firstSeq: job.firstSeq,
    lastSeq: job.lastSeq,
    ...outcome,
  });
  return outcome;
}

type Claimed = { seq: number; subscriberId: string; attempts: number };

/** Longest failure reason kept: enough for any transport's message, short enough to list. */
const REASON_MAX_CHARS = 200;

/**
 * Why the transport refused a mail, as staff may read it on the issue's report: its error name
 * and message, with anything shaped like an e-mail address and every control character taken out.
 * (Logs keep only the name: docs/operations.md.)
 */
function transportReason(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : "Error";
  const clean = text
    .replace(/[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+/g, "[address]")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ")
    .trim();
  return [...clean].slice(0, REASON_MAX_CHARS).join("");
}

async function sendClaimed(deps: DeliveryDeps, job: NewsletterJob, claimed: Claimed[], outcome: SliceOutcome) {
  const { db } = deps;
  const issue = await getIssue(db, job.issueId);
  const html = await issueMailHtml(db, issue.bodyMarkdown, job.origin);
  const people = await db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(
      inArray(
        newsletterSubscribers.id,
        claimed.map((c) => c.subscriberId),
      ),
    );
  const confirmed = new Map(people.filter((p) => p.status === "confirmed").map((p) => [p.id, p.email]));
  const skipped = claimed.filter((c) => !confirmed.has(c.subscriberId)).map((c) => c.seq);
  const toSend = claimed
    .filter((c) => confirmed.has(c.subscriberId))
    .map((c) => ({ ...c, email: confirmed.get(c.subscriberId)!, token: generateToken() }));
  // Each mail's unsubscribe link is stored before the mail leaves, so it works from the first read.
  const prepare: BatchItem<"sqlite">[] = toSend.map((d) =>
    db
      .update(newsletterDeliveries)
      .set({ unsubscribeTokenHash: hashToken(d.token) })
      .where(eq(newsletterDeliveries.seq, d.seq)),
  );
  if (skipped.length > 0) {
    prepare.push(
      db.update(newsletterDeliveries).set({ status: "skipped" }).where(inArray(newsletterDeliveries.seq, skipped)),
    );
  }
  if (prepare.length > 0) await db.batch(prepare as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  outcome.skipped = skipped.length;

  const sent: number[] = [];
  const failedForGood: number[] = [];
  const again: number[] = [];
  // Each failure's reason as the transport gave it, for the issue's report (without addresses).
  const reasons = new Map<string, number[]>();
  for (const d of toSend) {
    const link = new URL(`/newsletter/unsubscribe?token=${d.token}`, job.origin).toString();
    try {
      await deps.transport.send(composeIssueMail(issue, d.email, link, job.origin, html));
      sent.push(d.seq);
    } catch (err) {
      logEvent("warn", "newsletter_send_failed", {
        issue: job.issueId,
        seq: d.seq,
        attempt: d.attempts,
        error: errorName(err),
      });
      (d.attempts >= MAX_DELIVERY_ATTEMPTS ? failedForGood : again).push(d.seq);
      const reason = transportReason(err);
      reasons.set(reason, [...(reasons.get(reason) ?? []), d.seq]);
    }
  }
  const now = deps.now();
  const marks: BatchItem<"sqlite">[] = [];
  if (sent.length > 0) {
    marks.push(
      db
        .update(newsletterDeliveries)
        .set({ status: "sent", sentAt: now })
        .where(inArray(newsletterDeliveries.seq, sent)),
    );
  }
  if (failedForGood.length > 0) {
    marks.push(
      db.update(newsletterDeliveries).set({ status: "failed" }).where(inArray(newsletterDeliveries.seq, failedForGood)),
    );
  }
  if (again.length > 0) {
    marks.push(
      db
        .update(newsletterDeliveries)
        .set({ status: "pending", claimedAt: null })
        .where(inArray(newsletterDeliveries.seq, again)),
    );
  }
  for (const [reason, seqs] of reasons) {
    marks.push(
      db.update(newsletterDeliveries).set({ lastError: reason }).where(inArray(newsletterDeliveries.seq, seqs)),
    );
  }
  if (marks.length > 0) await db.batch(marks as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  outcome.sent = sent.length;
  outcome.failed = failedForGood.length;
  outcome.retrying = again.length;
}
