import { IssueEditor, IssueSentView, keptFields, newsletterStaffText } from "~/newsletter";
import { issueActions, loadIssuePage, sendingDeps } from "~/newsletter/index.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { notFound } from "~/site/index.server";
import { staffFailureTitles, staffHeaders, staffMeta } from "~/staff";
import { requireStaff } from "~/staff/index.server";
import type { Route } from "./+types/admin-newsletter-issue";

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { env } = getRequestContext(args.context);
  const search = new URL(args.request.url).searchParams;
  const page = await loadIssuePage(sendingDeps(env, args.request), args.params.id, search, env.MAIL_FROM);
  if (!page) notFound(args.request);
  return page;
}

/** Save, test, send, schedule, unschedule, retry the failed, resume (app/newsletter/issue-actions.server.ts). */
export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args);
  const { env } = getRequestContext(args.context);
  const ctx = {
    deps: sendingDeps(env, args.request),
    staff,
    id: args.params.id,
    testLimiter: env.NEWSLETTER_LIMITER,
  };
  return handleForm(
    args.request,
    { failureTitle: staffFailureTitles.staff, keep: keptFields.issue, where: "issue" },
    (body) => issueActions.dispatch(ctx, body),
  );
}

export const headers = staffHeaders;
export const meta: Route.MetaFunction = (args) =>
  staffMeta(args, args.loaderData?.issue.subject ?? newsletterStaffText.issueMetaTitle);

export default function AdminNewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  const { issue, report, preview } = loaderData;
  if (issue.status !== "draft") {
    return <IssueSentView issue={issue} report={report} preview={preview} answer={actionData ?? null} />;
  }
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
