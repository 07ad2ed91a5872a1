import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { SessionUser } from "~/accounts";
import { editorErrorText } from "~/newsletter/editor-text";
import { issuePath } from "~/newsletter/issues";
import { newsletterIssueMail } from "~/newsletter/mails.server";
import { newsletterDeliveries, newsletterIssues } from "~/newsletter/schema.server";
import type { SavedDraftInput } from "~/newsletter/validation/newsletter-issue";
import { createDb, type Db } from "~/platform/db/client.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { logEvent } from "~/platform/log.server";
import { mailLinkOrigin } from "~/platform/mail/links.server";
import type { Mailer } from "~/platform/mail/mail.server";
import { createMailer, type MailJob, MailQueueUnavailableError } from "~/platform/mail/queue.server";
import { markdownAsPlainText } from "~/platform/markdown.server";
import { failStaleClaims } from "./claims.server";
import { imageSizesIn } from "./images.server";
import { changedElsewhere, getIssue, issueSlug, renderIssueBody, type SavedDraft, saveDraft } from "./issues.server";
import { NEWSLETTER_JOB_KIND, type NewsletterJob } from "./slice-job.server";

/**
 * Sending an issue (docs/decisions/018-newsletter-issues.md). "Send now" freezes the issue and its
 * recipients (the confirmed subscribers at that moment, one newsletter_deliveries row each) in
 * one D1 batch, then fans the list out through the mail queue in jobs of RECIPIENTS_PER_JOB,
 * spaced by the queue's delay so no more than NEWSLETTER_MAX_PER_MINUTE mails leave a minute.
 * The consumer (delivery.ts) claims each row before it mails, so nobody is mailed twice.
 */

/** Recipients per queue job: well under a Worker's subrequests per invocation on any plan. */
export const RECIPIENTS_PER_JOB = 50;
/** The queue's longest delay (12 hours): a list longer than that at the pace is sent faster at its end. */
const MAX_DELAY_SECONDS = 12 * 60 * 60;
/** What NEWSLETTER_MAX_PER_MINUTE means when unset or unreadable. */
const DEFAULT_MAX_PER_MINUTE = 120;

export type SendingDeps = {
  db: Db;
  /** MAIL_QUEUE, for the fan-out (sendBatch). */
  queue: Queue<MailJob>;
  /** The queued mailer, for test mails. */
  mailer: Mailer;
  now: () => Date;
  /** The links in every mail: SITE_ORIGIN (in development, the request's origin). */
  origin: string;
  maxPerMinute: number;
};

/** NEWSLETTER_MAX_PER_MINUTE, or the default when it is unset or unreadable. */
export function newsletterPace(env: Pick<Env, "NEWSLETTER_MAX_PER_MINUTE">): number {
  const pace = Number.parseInt(env.NEWSLETTER_MAX_PER_MINUTE ?? "", 10);
  return Number.isFinite(pace) && pace > 0 ? pace : DEFAULT_MAX_PER_MINUTE;
}

export function sendingDeps(env: Env, request: Request): SendingDeps {
  return {
    db: createDb(env.DB),
    queue: env.MAIL_QUEUE,
    mailer: createMailer(env),
    now: () => new Date(),
    origin: mailLinkOrigin(env, request),
    maxPerMinute: newsletterPace(env),
  };
}

/** A link on SITE_ORIGIN. */
function linkOn(origin: string, path: string): string {
  return new URL(path, origin).toString();
}

/** The link of a mail that goes to no subscriber (previews, tests): it unsubscribes nobody. */
function sampleUnsubscribeLink(origin: string): string {
  return linkOn(origin, "/newsletter/unsubscribe?token=sample-not-a-subscriber");
}

/** The issue's mail to one address; the preview, the test and every subscriber's mail are this one. */
export function composeIssueMail(
  issue: { subject: string; previewText: string; bodyMarkdown: string; slug: string | null },
  to: string,
  unsubscribeLink: string,
  origin: string,
  html = renderIssueBody(issue.bodyMarkdown, origin),
) {
  return newsletterIssueMail({
    to,
    subject: issue.subject,
    previewText: issue.previewText,
    text: markdownAsPlainText(issue.bodyMarkdown, origin),
    html,
    // Drafts have no archive page yet: the link points where the page will be.
    webLink: linkOn(origin, issuePath(issue.slug ?? "preview")),
    unsubscribeLink,
  });
}

/** The issue's HTML for a mail: links absolute on `origin`, uploaded images with their sizes. */
export async function issueMailHtml(db: Db, bodyMarkdown: string, origin: string): Promise<string> {
  return renderIssueBody(bodyMarkdown, origin, await imageSizesIn(db, bodyMarkdown));
}

/** The address previews are made out to: nobody's. */
const PREVIEW_RECIPIENT = "subscriber@example.com";

/**
 * The mail a subscriber would get for this text, saved or not (the editor's live preview and the
 * preview tab): the same composer as every subscriber's mail, with the sample unsubscribe link.
 */
export async function previewIssueMail(
  deps: Pick<SendingDeps, "db" | "origin">,
  issue: { subject: string; previewText: string; bodyMarkdown: string; slug: string | null },
) {
  const html = await issueMailHtml(deps.db, issue.bodyMarkdown, deps.origin);
  return composeIssueMail(issue, PREVIEW_RECIPIENT, sampleUnsubscribeLink(deps.origin), deps.origin, html);
}

/**
 * "Send test to me": saves what the editor shows first (a conflict or a frozen issue refuses,
 * and nothing is mailed), then mails exactly the stored subject and text, marked [Test], to the
 * signed-in admin only. Returns the saved version.
 */
export async function sendTestIssue(
  deps: SendingDeps,
  issueId: string,
  admin: SessionUser,
  shown: SavedDraftInput,
): Promise<SavedDraft> {
  const saved = await saveDraft(deps.db, issueId, shown, deps.now());
  const issue = await getIssue(deps.db, issueId);
  const html = await issueMailHtml(deps.db, issue.bodyMarkdown, deps.origin);
  const mail = composeIssueMail(issue, admin.email, sampleUnsubscribeLink(deps.origin), deps.origin, html);
  await deps.mailer.send({ ...mail, subject: `[Test] ${mail.subject}` });
  return saved;
}

/**
 * A slug no other issue has: the month and subject, and a number when two issues share them. The
 * slugs taken are `base` and those that start with `base-`, found as a range of the unique index
 * (`-` is followed by `.` in every collation D1 uses), not with LIKE: D1 refuses LIKE patterns over
 * 50 bytes, and a Tamil or long subject makes a longer base than that.
 */
async function freeSlug(db: Db, subject: string, now: Date): Promise<string> {
  const base = issueSlug(subject, now);
  const slug = newsletterIssues.slug;
  const taken = await db
    .select({ slug })
    .from(newsletterIssues)
    .where(sql`${slug} = ${base} or (${slug} >= ${`${base}-`} and ${slug} < ${`${base}.`})`);
  const used = new Set(taken.map((t) => t.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * "Send now". Freezes the issue and its recipients in one batch, guarded by a token only this
 * press writes: a second press (or a second admin) finds the issue no longer a draft and
 * changes nothing. Then queues the jobs and returns at once; `started` is false for a repeat.
 */
export type StartOptions = {
  /** The version the press was made on ("Send now" in the editor): sending refuses another. */
  version?: number;
  /**
   * Set by the cron (scheduling.ts): start only if the issue is still scheduled for this moment or
   * earlier, checked in the same statement that claims it, so an issue unscheduled a moment
   * before sends nothing.
   */
  dueBy?: Date;
};

export async function startSending(
  deps: SendingDeps,
  issueId: string,
  options: StartOptions = {},
): Promise<{ started: boolean; recipients: number }> {
  const issue = await getIssue(deps.db, issueId);
  if (issue.status !== "draft") return { started: false, recipients: issue.recipientCount };
  if (options.version !== undefined && options.version !== issue.version) throw changedElsewhere();
  const { dueBy } = options;
  if (dueBy && (!issue.scheduledAt || issue.scheduledAt > dueBy)) return { started: false, recipients: 0 };
  renderIssueBody(issue.bodyMarkdown);
  const now = deps.now();
  const token = crypto.randomUUID();
  const slug = await freeSlug(deps.db, issue.subject, now);
  // One D1 batch (a transaction), in plain SQL: Drizzle's insert…select would want every column.
  // Only the press (or cron run) whose token the first statement wrote inserts anything.
  const d1 = deps.db.$client;
  const conditions = [
    "id = ?",
    "status = 'draft'",
    ...(options.version !== undefined ? ["version = ?"] : []),
    ...(dueBy ? ["scheduled_at is not null", "scheduled_at <= ?"] : []),
  ];
  const conditionValues = [
    issueId,
    ...(options.version !== undefined ? [options.version] : []),
    ...(dueBy ? [dueBy.getTime()] : []),
  ];
  await d1.batch([
    d1
      .prepare(
        `update newsletter_issues set status = 'sending', send_token = ?, slug = ?, send_started_at = ?, updated_at = ? where ${conditions.join(" and ")}`,
      )
      .bind(token, slug, now.getTime(), now.getTime(), ...conditionValues),
    d1
      .prepare(
        "insert into newsletter_deliveries (issue_id, subscriber_id) select ?, id from newsletter_subscribers where status = 'confirmed' and exists (select 1 from newsletter_issues where id = ? and send_token = ?) order by confirmed_at, id",
      )
      .bind(issueId, issueId, token),
    d1
      .prepare(
        "update newsletter_issues set recipient_count = (select count(*) from newsletter_deliveries where issue_id = ?) where id = ? and send_token = ?",
      )
      .bind(issueId, issueId, token),
  ]);
  const [frozen] = await deps.db
    .select({ sendToken: newsletterIssues.sendToken, recipientCount: newsletterIssues.recipientCount })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.id, issueId));
  if (frozen?.sendToken !== token) return { started: false, recipients: frozen?.recipientCount ?? 0 };
  const jobs = await queueWaiting(deps, issueId);
  logEvent("info", "newsletter_send_started", {
    issue: issueId,
    recipients: frozen.recipientCount,
    jobs,
    scheduled: Boolean(dueBy),
  });
  await finishIfDone(deps.db, issueId, now);
  return { started: true, recipients: frozen.recipientCount };
}

/**
 * "Retry failed": the failed deliveries are pending again and queued; the rest is untouched. A
 * sent issue shows Sending again until they are done.
 */
export async function retryFailed(deps: SendingDeps, issueId: string): Promise<number> {
  await getIssue(deps.db, issueId);
  const reset = await deps.db
    .update(newsletterDeliveries)
    .set({ status: "pending", attempts: 0, claimedAt: null })
    .where(and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.status, "failed")))
    .returning({ seq: newsletterDeliveries.seq });
  if (reset.length === 0) return 0;
  await deps.db
    .update(newsletterIssues)
    .set({ status: "sending", sentAt: null })
    .where(and(eq(newsletterIssues.id, issueId), inArray(newsletterIssues.status, ["sending", "sent"])));
  await queueWaiting(deps, issueId);
  logEvent("info", "newsletter_retry_failed", { issue: issueId, deliveries: reset.length });
  return reset.length;
}

/**
 * Queues jobs for every delivery of the issue still pending (all of them right after "Send now";
 * the failed ones after "Retry failed"; what a lost queue left behind on "Resume sending"). A job
 * queued twice costs a little work and no mail: the consumer only takes pending rows.
 */
async function queueWaiting(deps: SendingDeps, issueId: string): Promise<number> {
  const rows = await deps.db
    .select({ seq: newsletterDeliveries.seq })
    .from(newsletterDeliveries)
    .where(and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.status, "pending")))
    .orderBy(asc(newsletterDeliveries.seq));
  const jobs: NewsletterJob[] = [];
  for (let i = 0; i < rows.length; i += RECIPIENTS_PER_JOB) {
    const slice = rows.slice(i, i + RECIPIENTS_PER_JOB);
    jobs.push({
      kind: NEWSLETTER_JOB_KIND,
      issueId,
      firstSeq: slice[0]!.seq,
      lastSeq: slice.at(-1)!.seq,
      origin: deps.origin,
    });
  }
  const secondsPerJob = (RECIPIENTS_PER_JOB * 60) / deps.maxPerMinute;
  const messages = jobs.map((body, i) => ({
    body,
    contentType: "json" as const,
    delaySeconds: Math.min(MAX_DELAY_SECONDS, Math.floor(i * secondsPerJob)),
  }));
  try {
    // sendBatch takes at most 100 messages.
    for (let i = 0; i < messages.length; i += 100) await deps.queue.sendBatch(messages.slice(i, i + 100));
  } catch (err) {
    throw new MailQueueUnavailableError(err);
  }
  return jobs.length;
}

/**
 * "Resume sending", for an issue whose jobs were lost: claims left stale by a stopped consumer
 * count as failed (their fate is unknown), and what is still pending is queued again.
 */
export async function resumeSending(deps: SendingDeps, issueId: string): Promise<number> {
  const issue = await getIssue(deps.db, issueId);
  if (issue.status !== "sending") throw new UserFacingError(409, editorErrorText.issueNotSending, "not_sending");
  const now = deps.now();
  await failStaleClaims(deps.db, issueId, now);
  const jobs = await queueWaiting(deps, issueId);
  await finishIfDone(deps.db, issueId, now);
  logEvent("info", "newsletter_resumed", { issue: issueId, jobs });
  return jobs;
}

/** Marks the issue Sent once no delivery is pending or claimed any more. */
export async function finishIfDone(db: Db, issueId: string, now: Date): Promise<void> {
  await db
    .update(newsletterIssues)
    .set({ status: "sent", sentAt: now })
    .where(
      and(
        eq(newsletterIssues.id, issueId),
        eq(newsletterIssues.status, "sending"),
        sql`not exists (select 1 from ${newsletterDeliveries} where ${newsletterDeliveries.issueId} = ${issueId} and ${newsletterDeliveries.status} in ('pending', 'claimed'))`,
      ),
    );
}
