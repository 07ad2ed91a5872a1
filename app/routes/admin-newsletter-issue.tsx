import { Link } from "react-router";
import { parseWith } from "~/.server/http/body";
import { UserFacingError } from "~/.server/http/errors";
import { handleForm } from "~/.server/http/form-action";
import { requireAdmin } from "~/.server/http/guards";
import { notFound } from "~/.server/http/not-found";
import { enforceRateLimit } from "~/.server/http/rate-limit";
import { getRequestContext } from "~/.server/http/request-context";
import { countDeliveries, findIssue, updateDraft } from "~/.server/newsletter/issues";
import {
  composeIssueMail,
  resumeSending,
  retryFailed,
  sampleUnsubscribeLink,
  sendingDeps,
  sendTestIssue,
  startSending,
} from "~/.server/newsletter/sending";
import { countByStatus } from "~/.server/newsletter/subscribers";
import { redirectWithToast } from "~/.server/toast";
import { AdminShell } from "~/components/admin/admin-shell";
import { DeliveryActions, DraftActions } from "~/components/admin/issue-actions";
import { IssueForm } from "~/components/admin/issue-form";
import { IssuePreview } from "~/components/admin/issue-preview";
import { IssueProgress, IssueStatusBadge } from "~/components/admin/issue-progress";
import { LiveRefresh } from "~/components/admin/live-refresh";
import { FormAlert } from "~/components/forms/form-alert";
import { adminHeaders, adminMeta } from "~/lib/admin-route";
import { formatDateTime } from "~/lib/format";
import { issuePath } from "~/lib/newsletter-issues";
import { errorText, failureTitles, toasts } from "~/lib/ui-text";
import { newsletterIssueSchema } from "~/lib/validation/newsletter-issue";
import type { Route } from "./+types/admin-newsletter-issue";

/** The address the preview is made out to: nobody's. */
const PREVIEW_RECIPIENT = "subscriber@example.com";
/** How often the page looks again while an issue is going out. */
const PROGRESS_REFRESH_SECONDS = 3;

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const { env } = getRequestContext(args.context);
  const deps = sendingDeps(env, args.request);
  const issue = await findIssue(deps.db, args.params.id);
  if (!issue) notFound(args.request);
  const search = new URL(args.request.url).searchParams;
  const draft = issue.status === "draft";
  // A draft shows its form, or its preview on request; a sent issue can only be looked at.
  const previewing = !draft || search.get("view") === "preview";
  const mail = previewing
    ? composeIssueMail(issue, PREVIEW_RECIPIENT, sampleUnsubscribeLink(deps.origin), deps.origin)
    : null;
  return {
    issue: {
      id: issue.id,
      subject: issue.subject,
      previewText: issue.previewText,
      bodyMarkdown: issue.bodyMarkdown,
      status: issue.status,
      slug: issue.slug,
      sendStartedAt: issue.sendStartedAt?.toISOString() ?? null,
      sentAt: issue.sentAt?.toISOString() ?? null,
    },
    counts: draft ? null : await countDeliveries(deps.db, issue.id),
    subscribers: draft ? (await countByStatus(deps.db)).confirmed : 0,
    confirmingSend: draft && search.get("confirm") === "send",
    preview: mail && {
      from: env.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      listUnsubscribe: mail.headers?.["List-Unsubscribe"] ?? "",
    },
  };
}

/** Save, test, send, retry the failed, resume: one action, told apart by the form's `intent`. */
export async function action(args: Route.ActionArgs) {
  const admin = requireAdmin(args);
  const { env } = getRequestContext(args.context);
  const id = args.params.id;
  const here = `/admin/newsletter/${encodeURIComponent(id)}`;
  return handleForm(
    args.request,
    { failureTitle: failureTitles.staff, keep: ["subject", "previewText", "bodyMarkdown"], where: "issue" },
    async (body) => {
      const deps = sendingDeps(env, args.request);
      switch (body.intent) {
        case "save":
          await updateDraft(deps.db, id, parseWith(newsletterIssueSchema, body), deps.now());
          return redirectWithToast(here, toasts.issueSaved);
        case "test":
          // Each test is a real mail: a handful a minute is plenty for proofreading.
          await enforceRateLimit(env.NEWSLETTER_LIMITER, `issue-test:${admin.id}`);
          await sendTestIssue(deps, id, admin);
          return redirectWithToast(here, toasts.issueTestSent(admin.email));
        case "send":
          if (body.confirm !== "yes") throw new UserFacingError(400, errorText.sendNotConfirmed, "not_confirmed");
          await startSending(deps, id);
          return redirectWithToast(here, toasts.issueSending);
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

export const headers = adminHeaders;
export const meta: Route.MetaFunction = (args) => adminMeta(args, args.loaderData?.issue.subject ?? "Issue");

export default function AdminNewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  const { issue, counts, subscribers, confirmingSend, preview } = loaderData;
  const action = `/admin/newsletter/${issue.id}`;
  const draft = issue.status === "draft";
  return (
    <AdminShell
      title={issue.subject}
      actions={
        <Link to="/admin/newsletter" className="text-sm font-semibold text-brand-700 underline underline-offset-4">
          Back to all issues
        </Link>
      }
    >
      <div className="space-y-6">
        {/* The form shows a refused plain post's answer itself; without the form, it shows here. */}
        {preview ? <FormAlert toast={actionData?.toast} /> : null}
        <section aria-labelledby="state-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="state-title" className="text-xl font-extrabold text-navy-900">
              State
            </h2>
            <IssueStatusBadge status={issue.status} />
          </div>
          {draft ? (
            <p className="mt-2 text-sm text-ink">A draft: only staff can see it, and it can change until it is sent.</p>
          ) : (
            <>
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
                  <Link
                    to={issuePath(issue.slug)}
                    className="font-semibold text-brand-700 underline underline-offset-4"
                  >
                    Read it in the public archive
                  </Link>
                ) : null}
              </p>
              {counts ? <IssueProgress counts={counts} /> : null}
              {counts ? (
                <DeliveryActions action={action} failed={counts.failed} sending={issue.status === "sending"} />
              ) : null}
              {issue.status === "sending" ? <LiveRefresh seconds={PROGRESS_REFRESH_SECONDS} /> : null}
            </>
          )}
        </section>

        {draft ? (
          <DraftActions action={action} subscribers={subscribers} confirming={confirmingSend} subject={issue.subject} />
        ) : null}

        {draft ? (
          <nav aria-label="Draft views" className="flex gap-2">
            <Link
              to="."
              aria-current={preview ? undefined : "page"}
              className="rounded-full px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-100 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
            >
              Edit
            </Link>
            <Link
              to="?view=preview"
              aria-current={preview ? "page" : undefined}
              className="rounded-full px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-100 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
            >
              Preview
            </Link>
          </nav>
        ) : null}

        {preview ? (
          <IssuePreview mail={preview} />
        ) : (
          <section aria-labelledby="edit-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
            <h2 id="edit-title" className="text-xl font-extrabold text-navy-900">
              Edit the draft
            </h2>
            <div className="mt-4">
              <IssueForm action={action} draft={issue} answer={actionData ?? null} submitLabel="Save draft" />
            </div>
          </section>
        )}
      </div>
    </AdminShell>
  );
}
