import type { DomainJob, MailJob } from "~/platform/mail/queue.server";

/**
 * The newsletter's own kind of job on the mail queue: a slice of an issue's frozen recipient list
 * (rows `firstSeq`..`lastSeq` of newsletter_deliveries), of which the consumer sends what is still
 * pending (delivery.server.ts, `newsletterSliceJob`). A job never carries the list itself.
 */
export type NewsletterJob = DomainJob & {
  kind: typeof NEWSLETTER_JOB_KIND;
  issueId: string;
  firstSeq: number;
  lastSeq: number;
  /** The origin of the mail's links, chosen when sending started (app/platform/mail/links.server.ts). */
  origin: string;
};

/** Its `kind` on the wire: jobs queued before a deploy are still read after it, so it stays. */
export const NEWSLETTER_JOB_KIND = "newsletter";

export function isNewsletterJob(job: MailJob): job is NewsletterJob {
  return "kind" in job && job.kind === NEWSLETTER_JOB_KIND;
}
