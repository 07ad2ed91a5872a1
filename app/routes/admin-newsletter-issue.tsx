import { Link } from "react-router";
import {
  DeliveryActions,
  editorErrorText,
  editorToasts,
  formatScheduled,
  IssueEditor,
  IssuePreview,
  IssueProgress,
  IssueReportSection,
  IssueStatusBadge,
  issuePath,
  keptFields,
  newsletterStaffText,
  optionalVersionSchema,
  PROGRESS_REFRESH_SECONDS,
  savedDraftSchema,
  scheduleSchema,
} from "~/newsletter";

import {
  loadIssuePage,
  resumeSending,
  retryFailed,
  saveDraft,
  scheduleIssueAt,
  sendingDeps,
  sendTestIssue,
  startSending,
  unscheduleIssue,
} from "~/newsletter/index.server";

import { parseWith } from "~/platform/http/body.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import { enforceRateLimit } from "~/platform/rate-limit.server";
import { notFound } from "~/site/index.server";
import { StaffAreaShell, staffFailureTitles, staffHeaders, staffMeta } from "~/staff";
import { requireStaff } from "~/staff/index.server";

import { formatDateTime } from "~/ui/format";
import { FormAlert } from "~/ui/forms/form-alert";
import { LiveRefresh } from "~/ui/live-refresh";
import { errorText } from "~/ui/ui-text";
import type { Route } from "./+types/admin-newsletter-issue";

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { env } = getRequestContext(args.context);
  const search = new URL(args.request.url).searchParams;
  const page = await loadIssuePage(sendingDeps(env, args.request), args.params.id, search, env.MAIL_FROM);
  if (!page) notFound(args.request);
  return page;
}

/**
 * Save, test, send, schedule, unschedule, retry the failed, resume: one action, told apart by the
 * form's `intent`. Saving and testing name the version the text was written on (a stale one is
 * refused: another window saved since); sending and scheduling may name it too.
 */
export async function action(args: Route.ActionArgs) {
  const admin = requireStaff(args);
  const { env } = getRequestContext(args.context);
  const id = args.params.id;
  const here = `/admin/newsletter/${encodeURIComponent(id)}`;
  return handleForm(
    args.request,
    {
      failureTitle: staffFailureTitles.staff,
      keep: keptFields.issue,
      where: "issue",
    },
    async (body) => {
      const deps = sendingDeps(env, args.request);
      switch (body.intent) {
        case "save":
          await saveDraft(deps.db, id, parseWith(savedDraftSchema, body), deps.now());
          return redirectWithToast(here, editorToasts.issueSaved);
        case "test": {
          // Each test is a real mail: a handful a minute is plenty for proofreading.
          await enforceRateLimit(env.NEWSLETTER_LIMITER, `issue-test:${admin.id}`);
          // What the editor shows is saved first, and that is what is mailed.
          await sendTestIssue(deps, id, admin, parseWith(savedDraftSchema, body));
          return redirectWithToast(here, editorToasts.issueTestSent(admin.email));
        }
        case "send": {
          if (body.confirm !== "yes") throw new UserFacingError(400, editorErrorText.sendNotConfirmed, "not_confirmed");
          const { version } = parseWith(optionalVersionSchema, body);
          await startSending(deps, id, { version });
          return redirectWithToast(here, editorToasts.issueSending);
        }
        case "schedule": {
          const { version } = parseWith(optionalVersionSchema, body);
          const at = await scheduleIssueAt(deps, id, parseWith(scheduleSchema, body), version);
          return redirectWithToast(here, editorToasts.issueScheduled(formatScheduled(at.toISOString())));
        }
        case "unschedule":
          await unscheduleIssue(deps.db, id);
          return redirectWithToast(here, editorToasts.issueUnscheduled);
        case "retry":
          await retryFailed(deps, id);
          return redirectWithToast(here, editorToasts.issueRetried);
        case "resume":
          await resumeSending(deps, id);
          return redirectWithToast(here, editorToasts.issueResumed);
        default:
          throw new UserFacingError(400, errorText.invalidRequest);
      }
    },
  );
}

export const headers = staffHeaders;
export const meta: Route.MetaFunction = (args) =>
  staffMeta(args, args.loaderData?.issue.subject ?? newsletterStaffText.issueMetaTitle);

export default function AdminNewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  const { issue, report, preview } = loaderData;
  if (issue.status === "draft") {
    return (
      <IssueEditor
        key={issue.id}
        issue={issue}
        answer={actionData ?? null}
        preview={preview}
        view={loaderData.view}
        subscribers={loaderData.subscribers}
        confirming={loaderData.confirming}
        scheduleAt={loaderData.scheduleAt}
      />
    );
  }
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
        <FormAlert toast={actionData?.toast} />
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
