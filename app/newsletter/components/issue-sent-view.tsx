import { Link } from "react-router";
import { type IssueReport, type IssueStatus, issuePath, PROGRESS_REFRESH_SECONDS } from "~/newsletter/issues";
import { newsletterStaffText } from "~/newsletter/staff-text";
import { StaffAreaShell } from "~/staff";
import { formatDateTime } from "~/ui/format";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { LiveRefresh } from "~/ui/live-refresh";
import { DeliveryActions } from "./issue-actions";
import { IssuePreview, type IssuePreviewMail } from "./issue-preview";
import { IssueProgress, IssueStatusBadge } from "./issue-progress";
import { IssueReportSection } from "./issue-report";

type SentIssue = {
  id: string;
  subject: string;
  status: IssueStatus;
  slug: string | null;
  sendStartedAt: string | null;
  sentAt: string | null;
};

/**
 * An issue going or gone out (a draft has the editor): where it stands, its progress while it
 * sends (the page refreshes itself), "Retry failed" and "Resume sending", its report and the mail.
 */
export function IssueSentView({
  issue,
  report,
  preview,
  answer,
}: {
  issue: SentIssue;
  report: IssueReport | null;
  preview: IssuePreviewMail;
  answer: FormAnswer | null;
}) {
  const action = `/admin/newsletter/${issue.id}`;
  return (
    <StaffAreaShell
      title={issue.subject}
      actions={
        <Link to="/admin/newsletter" className="text-sm font-semibold text-brand-700 underline underline-offset-4">
          {newsletterStaffText.backToIssues}
        </Link>
      }
    >
      <div className="space-y-6">
        <FormAlert toast={answer?.toast} />
        <section aria-labelledby="state-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="state-title" className="text-xl font-extrabold text-navy-900">
              {newsletterStaffText.state}
            </h2>
            <IssueStatusBadge status={issue.status} />
          </div>
          <p className="mt-2 text-sm text-ink">
            {issue.sendStartedAt ? (
              <>
                {`${newsletterStaffText.sendingStarted} `}
                <time dateTime={issue.sendStartedAt}>{formatDateTime(issue.sendStartedAt)}</time>
              </>
            ) : null}
            {issue.sentAt ? (
              <>
                {`${newsletterStaffText.finished} `}
                <time dateTime={issue.sentAt}>{formatDateTime(issue.sentAt)}</time>
              </>
            ) : null}
            .{" "}
            {issue.slug ? (
              <Link to={issuePath(issue.slug)} className="font-semibold text-brand-700 underline underline-offset-4">
                {newsletterStaffText.inArchive}
              </Link>
            ) : null}
          </p>
          {report ? <IssueProgress counts={report} /> : null}
          {report ? (
            <DeliveryActions action={action} failed={report.failed} sending={issue.status === "sending"} />
          ) : null}
          {issue.status === "sending" ? <LiveRefresh seconds={PROGRESS_REFRESH_SECONDS} /> : null}
        </section>
        {report ? <IssueReportSection report={report} /> : null}
        <IssuePreview mail={preview} />
      </div>
    </StaffAreaShell>
  );
}
