import { Form, Link } from "react-router";
import { posts } from "~/content/posts";
import { editorToasts, IssueForm, keptFields, newsletterIssueSchema, newsletterStaffText } from "~/newsletter";
import { createIssue, draftFromArticle, newsletterDeps } from "~/newsletter/index.server";

import { parseWith } from "~/platform/http/body.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import { StaffAreaShell, staffFailureTitles, staffHeaders, staffMeta } from "~/staff";
import { requireStaff } from "~/staff/index.server";

import type { Route } from "./+types/admin-newsletter-new";

const EMPTY = { subject: "", previewText: "", bodyMarkdown: "" };

/**
 * A new issue: blank, or started from a blog post (`?from=<slug>`, chosen with a plain GET form
 * so it works without JavaScript); either way it is only a draft until it is saved and sent.
 */
export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const from = new URL(args.request.url).searchParams.get("from");
  const draft = from ? draftFromArticle(from) : null;
  return {
    draft: draft ?? EMPTY,
    from: draft ? from : null,
    articles: posts.map((post) => ({ slug: post.slug, title: post.title })),
  };
}

export async function action(args: Route.ActionArgs) {
  const admin = requireStaff(args);
  const { db, now } = newsletterDeps(getRequestContext(args.context).env, args.request);
  return handleForm(
    args.request,
    { failureTitle: staffFailureTitles.staff, keep: keptFields.newIssue, where: "issue_new" },
    async (body) => {
      const id = await createIssue(db, admin, parseWith(newsletterIssueSchema, body), now());
      return redirectWithToast(`/admin/newsletter/${id}`, editorToasts.issueSaved);
    },
  );
}

export const headers = staffHeaders;
export const meta: Route.MetaFunction = (args) => staffMeta(args, newsletterStaffText.newIssue);

export default function AdminNewsletterNew({ loaderData, actionData }: Route.ComponentProps) {
  const { draft, from, articles } = loaderData;
  return (
    <StaffAreaShell
      title={newsletterStaffText.newIssue}
      actions={
        <Link to="/admin/newsletter" className="text-sm font-semibold text-brand-700 underline underline-offset-4">
          {newsletterStaffText.backToIssues}
        </Link>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="issue-form-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
          <h2 id="issue-form-title" className="text-xl font-extrabold text-navy-900">
            {newsletterStaffText.writeTitle}
          </h2>
          <div className="mt-4">
            {/* A new key per article: the fields take the new prefill instead of keeping what was typed. */}
            <IssueForm
              key={from ?? "blank"}
              action="/admin/newsletter/new"
              draft={draft}
              answer={actionData ?? null}
              submitLabel={newsletterStaffText.createDraft}
            />
          </div>
        </section>
        <aside
          aria-labelledby="from-article-title"
          className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5"
        >
          <h2 id="from-article-title" className="font-bold text-navy-900">
            {newsletterStaffText.fromArticleTitle}
          </h2>
          <p className="mt-1 text-sm text-muted">{newsletterStaffText.fromArticleIntro}</p>
          <Form method="get" className="mt-4 space-y-3">
            <label htmlFor="from-article" className="block text-sm font-semibold text-ink">
              {newsletterStaffText.article}
            </label>
            <select
              id="from-article"
              name="from"
              defaultValue={from ?? articles[0]?.slug}
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink"
            >
              {articles.map((article) => (
                <option key={article.slug} value={article.slug}>
                  {article.title}
                </option>
              ))}
            </select>
            <button
              type="submit"
              className="inline-flex items-center justify-center rounded-full border border-brand-600 px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {newsletterStaffText.fromArticle}
            </button>
          </Form>
        </aside>
      </div>
    </StaffAreaShell>
  );
}
