import { Link } from "react-router";
import { formatScheduled, IssueProgress, IssueStatusBadge, newsletterStaffText } from "~/newsletter";
import { listIssues, newsletterDeps } from "~/newsletter/index.server";

import { getRequestContext } from "~/platform/http/request-context.server";
import { StaffAreaShell, staffHeaders, staffMeta } from "~/staff";
import { requireStaff } from "~/staff/index.server";

import { formatDateTime } from "~/ui/format";
import type { Route } from "./+types/admin-newsletter";

/** Staff only: every issue of ADRIG Insights, newest first, with its state and its deliveries. */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { db } = newsletterDeps(getRequestContext(args.context).env, args.request);
  return { issues: await listIssues(db) };
}

export const headers = staffHeaders;
export const meta: Route.MetaFunction = (args) => staffMeta(args, newsletterStaffText.title);

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { issues } = loaderData;
  return (
    <StaffAreaShell
      title={newsletterStaffText.title}
      actions={
        <Link
          to="/admin/newsletter/new"
          className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {newsletterStaffText.newIssue}
        </Link>
      }
    >
      {issues.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-muted shadow-sm ring-1 ring-black/5">{newsletterStaffText.empty}</p>
      ) : (
        <ol
          aria-label={newsletterStaffText.issues}
          className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5"
        >
          {issues.map((issue) => (
            <li
              key={issue.id}
              data-testid="issue-row"
              className="grid gap-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-6"
            >
              <div className="min-w-0">
                <Link
                  to={`/admin/newsletter/${issue.id}`}
                  className="font-bold text-brand-700 underline-offset-4 hover:underline"
                >
                  {issue.subject}
                </Link>
                {issue.scheduledAt ? (
                  <p className="text-sm font-semibold text-navy-900" data-testid="issue-scheduled">
                    {`${newsletterStaffText.scheduledFor} `}
                    <time dateTime={issue.scheduledAt}>{formatScheduled(issue.scheduledAt)}</time>
                  </p>
                ) : (
                  <p className="text-sm text-muted">
                    {`${issue.sentAt ? newsletterStaffText.sent : newsletterStaffText.written} `}
                    <time dateTime={issue.sentAt ?? issue.createdAt}>
                      {formatDateTime(issue.sentAt ?? issue.createdAt)}
                    </time>
                  </p>
                )}
                {issue.status === "draft" ? null : <IssueProgress counts={issue.counts} compact />}
              </div>
              <IssueStatusBadge status={issue.status} scheduled={Boolean(issue.scheduledAt)} className="h-fit w-fit" />
            </li>
          ))}
        </ol>
      )}
    </StaffAreaShell>
  );
}
