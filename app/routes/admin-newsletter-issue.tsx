import { Link } from "react-router";
import { DeliveryActions } from "~/newsletter/components/issue-actions";
import { IssueEditor } from "~/newsletter/components/issue-editor";
import { IssuePreview } from "~/newsletter/components/issue-preview";
import { IssueProgress, IssueStatusBadge } from "~/newsletter/components/issue-progress";
import { IssueReportSection } from "~/newsletter/components/issue-report";
import { editorFieldText, editorToasts } from "~/newsletter/editor-text";
import { formatScheduled } from "~/newsletter/india-time";
import { issuePath } from "~/newsletter/issues";
import { findIssue, saveDraft } from "~/newsletter/issues.server";
import { issueReport } from "~/newsletter/report.server";
import { fromIndiaTime, scheduleIssue, toIndiaTime, unscheduleIssue } from "~/newsletter/scheduling.server";
import {
  previewIssueMail,
  resumeSending,
  retryFailed,
  sendingDeps,
  sendTestIssue,
  startSending,
} from "~/newsletter/sending.server";
import { countByStatus } from "~/newsletter/subscribers.server";
import { optionalVersionSchema, savedDraftSchema, scheduleSchema } from "~/newsletter/validation/newsletter-issue";
import { parseWith } from "~/platform/http/body.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import { enforceRateLimit } from "~/platform/rate-limit.server";
import { notFound } from "~/site/not-found.server";
import { StaffAreaShell } from "~/staff/components/staff-area-shell";
import { requireStaff } from "~/staff/guards.server";
import { staffHeaders, staffMeta } from "~/staff/staff-route";
import { formatDateTime } from "~/ui/format";
import { FormAlert } from "~/ui/forms/form-alert";
import { LiveRefresh } from "~/ui/live-refresh";
import { errorText, failureTitles, toasts } from "~/ui/ui-text";
import type { Route } from "./+types/admin-newsletter-issue";

/** How often the page looks again while an issue is going out. */
const PROGRESS_REFRESH_SECONDS = 3;

/** The schedule form's first suggestion: the next full hour at least an hour from now, in IST. */
function suggestedTime(now: Date): { date: string; time: string } {
  const hour = 60 * 60 * 1000;
  return toIndiaTime(new Date(Math.ceil((now.getTime() + hour) / hour) * hour));
}

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { env } = getRequestContext(args.context);
  const deps = sendingDeps(env, args.request);
  const issue = await findIssue(deps.db, args.params.id);
  if (!issue) notFound(args.request);
  const search = new URL(args.request.url).searchParams;
  const draft = issue.status === "draft";
  // The preview is the mail itself, rendered here so it shows without JavaScript; the editor
  // then follows the text as it is typed (/admin/newsletter/preview).
  const mail = await previewIssueMail(deps, issue);
  const asked = search.get("confirm");
  const confirming: "send" | "schedule" | null = draft && (asked === "send" || asked === "schedule") ? asked : null;
  return {
    issue: {
      id: issue.id,
      subject: issue.subject,
      previewText: issue.previewText,
      bodyMarkdown: issue.bodyMarkdown,
      status: issue.status,
      slug: issue.slug,
      version: issue.version,
      savedAt: issue.updatedAt.toISOString(),
      scheduledAt: draft ? (issue.scheduledAt?.toISOString() ?? null) : null,
      sendStartedAt: issue.sendStartedAt?.toISOString() ?? null,
      sentAt: issue.sentAt?.toISOString() ?? null,
    },
    report: draft ? null : await issueReport(deps.db, issue.id),
    subscribers: draft ? (await countByStatus(deps.db)).confirmed : 0,
    confirming,
    scheduleAt: issue.scheduledAt ? toIndiaTime(issue.scheduledAt) : suggestedTime(deps.now()),
    view: search.get("view") === "preview" ? ("preview" as const) : ("edit" as const),
    preview: {
      from: env.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      listUnsubscribe: mail.headers?.["List-Unsubscribe"] ?? "",
    },
  };
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
      failureTitle: failureTitles.staff,
      // The version too: a refused save's page keeps the version it was written on, so saving
      // it again is refused again instead of replacing the other window's text.
      keep: ["subject", "previewText", "bodyMarkdown", "version", "date", "time"],
      where: "issue",
    },
    async (body) => {
      const deps = sendingDeps(env, args.request);
      switch (body.intent) {
        case "save":
          await saveDraft(deps.db, id, parseWith(savedDraftSchema, body), deps.now());
          return redirectWithToast(here, toasts.issueSaved);
        case "test": {
          // Each test is a real mail: a handful a minute is plenty for proofreading.
          await enforceRateLimit(env.NEWSLETTER_LIMITER, `issue-test:${admin.id}`);
          // What the editor shows is saved first, and that is what is mailed.
          await sendTestIssue(deps, id, admin, parseWith(savedDraftSchema, body));
          return redirectWithToast(here, toasts.issueTestSent(admin.email));
        }
        case "send": {
          if (body.confirm !== "yes") throw new UserFacingError(400, errorText.sendNotConfirmed, "not_confirmed");
          const { version } = parseWith(optionalVersionSchema, body);
          await startSending(deps, id, { version });
          return redirectWithToast(here, toasts.issueSending);
        }
        case "schedule": {
          const when = parseWith(scheduleSchema, body);
          const { version } = parseWith(optionalVersionSchema, body);
          const at = fromIndiaTime(when.date, when.time);
          if (!at) {
            throw new UserFacingError(400, editorFieldText.scheduleDateInvalid, "validation", {
              date: editorFieldText.scheduleDateInvalid,
            });
          }
          await scheduleIssue(deps, id, at, version);
          return redirectWithToast(here, editorToasts.issueScheduled(formatScheduled(at.toISOString())));
        }
        case "unschedule":
          await unscheduleIssue(deps.db, id);
          return redirectWithToast(here, editorToasts.issueUnscheduled);
        case "retry":
          await retryFailed(deps, id);
          return redirectWithToast(here, toasts.issueRetried);
        case "resume":
          await resumeSending(deps, id);
          return redirectWithToast(here, toasts.issueResumed);
        default:
          throw new UserFacingError(400, errorText.invalidRequest);
      }
    },
  );
}

export const headers = staffHeaders;
export const meta: Route.MetaFunction = (args) => staffMeta(args, args.loaderData?.issue.subject ?? "Issue");

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
          Back to all issues
        </Link>
      }
    >
      <div className="space-y-6">
        <FormAlert toast={actionData?.toast} />
        <section aria-labelledby="state-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="state-title" className="text-xl font-extrabold text-navy-900">
              State
            </h2>
            <IssueStatusBadge status={issue.status} />
          </div>
          <p className="mt-2 text-sm text-ink">
            {issue.sendStartedAt ? (
              <>
                Sending started <time dateTime={issue.sendStartedAt}>{formatDateTime(issue.sendStartedAt)}</time>
              </>
            ) : null}
            {issue.sentAt ? (
              <>
                , finished <time dateTime={issue.sentAt}>{formatDateTime(issue.sentAt)}</time>
              </>
            ) : null}
            .{" "}
            {issue.slug ? (
              <Link to={issuePath(issue.slug)} className="font-semibold text-brand-700 underline underline-offset-4">
                Read it in the public archive
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
