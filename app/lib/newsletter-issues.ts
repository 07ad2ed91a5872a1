/** Newsletter issues as the staff pages and the public archive show them (browser-safe shapes). */

/** The newsletter's name, as mails and pages say it. */
export const NEWSLETTER_NAME = "ADRIG Insights";

/** The public archive of sent issues: its address and its title. */
export const ARCHIVE_PATH = "/newsletter/issues";
export const ARCHIVE_TITLE = `${NEWSLETTER_NAME}: past issues`;

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
  counts: DeliveryCounts;
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
