/** Newsletter issues as the staff pages and the public archive show them (browser-safe shapes). */

/** The newsletter's name, as mails and pages say it. */
export const NEWSLETTER_NAME = "ADRIG Insights";

/** The public archive of sent issues: its address and its title. */
export const ARCHIVE_PATH = "/newsletter/issues";
export const ARCHIVE_TITLE = `${NEWSLETTER_NAME}: past issues`;

/** How often an issue's page looks again while it is going out. */
export const PROGRESS_REFRESH_SECONDS = 3;

export type IssueStatus = "draft" | "sending" | "sent";

export const issueStatusLabels: Record<IssueStatus, string> = { draft: "Draft", sending: "Sending", sent: "Sent" };

/** Where the deliveries of a sending or sent issue stand. */
export type DeliveryCounts = { recipients: number; sent: number; failed: number; skipped: number; waiting: number };

export type IssueListItem = {
  id: string;
  subject: string;
  status: IssueStatus;
  createdAt: string;
  sentAt: string | null;
  /** A draft the cron starts at this moment (ISO). */
  scheduledAt: string | null;
  counts: DeliveryCounts;
};

/**
 * What a sending or sent issue did: its deliveries, the transport's reasons for the failed ones
 * (no addresses), the readers its own mail's link unsubscribed, and when it went out. No opens or
 * clicks: the mails carry no tracking.
 */
export type IssueReport = DeliveryCounts & {
  failures: { reason: string; count: number }[];
  unsubscribed: number;
  startedAt: string | null;
  finishedAt: string | null;
};

/** A sent issue in the public archive (no personal data). */
export type ArchivedIssue = {
  slug: string;
  subject: string;
  previewText: string;
  sentAt: string;
};

/** The archive's address of a sent issue. */
export function issuePath(slug: string): string {
  return `${ARCHIVE_PATH}/${slug}`;
}

/** The archive's RSS feed, linked from the archive's pages (app/site/feed-link.ts). */
export const ISSUES_RSS_PATH = `${ARCHIVE_PATH}/rss.xml`;

/** `<link rel="alternate">` to the archive's feed, for the `links` export of the archive's pages. */
export const issuesFeedLink = {
  rel: "alternate",
  type: "application/rss+xml",
  title: ARCHIVE_TITLE,
  href: ISSUES_RSS_PATH,
} as const;
