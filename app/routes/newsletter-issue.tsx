import { Link } from "react-router";
import { ARCHIVE_PATH, issuesFeedLink, NEWSLETTER_NAME, NewsletterSection, newsletterPageText } from "~/newsletter";
import { getArchivedIssue, newsletterDeps } from "~/newsletter/index.server";

import { getRequestContext } from "~/platform/http/request-context.server";
import { notFound } from "~/site/index.server";
import { formatDay } from "~/ui/format";
import { PageHero } from "~/ui/page/page-hero";
import { pageText } from "~/ui/page-text";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/newsletter-issue";

/**
 * One issue as its mail's "View in your browser" opens it: the body only, no unsubscribe link
 * or other personal data, so the page is the same for everyone (and edge-cached). Drafts 404.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db } = newsletterDeps(getRequestContext(context).env, request);
  const issue = await getArchivedIssue(db, params.slug);
  if (!issue) notFound(request);
  return { issue };
}

export const links: Route.LinksFunction = () => [issuesFeedLink];

export const meta: Route.MetaFunction = (args) => {
  const issue = args.loaderData?.issue;
  if (!issue) return seo(args, { title: pageText.notFoundTitle, noindex: true });
  return seo(args, {
    title: newsletterPageText.issue.metaTitle(issue.subject, NEWSLETTER_NAME),
    description: issue.previewText || newsletterPageText.issue.metaDescription(NEWSLETTER_NAME),
    ogType: "article",
  });
};

export default function NewsletterIssue({ loaderData }: Route.ComponentProps) {
  const { issue } = loaderData;
  return (
    <>
      <article>
        <PageHero
          as="header"
          width="max-w-3xl"
          compactTitle
          title={issue.subject}
          eyebrow={NEWSLETTER_NAME}
          before={
            <Link
              to={ARCHIVE_PATH}
              className="inline-flex items-center gap-2 rounded font-semibold underline-offset-4 hover:underline"
            >
              <span aria-hidden="true">←</span>
              {` ${newsletterPageText.issue.allIssues}`}
            </Link>
          }
          intro={
            <p>
              {`${newsletterPageText.issue.sent} `}
              <time dateTime={issue.sentAt}>{formatDay(issue.sentAt)}</time>
            </p>
          }
        />
        <div
          className="article-body mx-auto max-w-3xl px-6 py-12 text-lg leading-relaxed text-ink"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by app/platform/markdown.server.ts with raw HTML off and every link checked to be http(s) or a site path.
          dangerouslySetInnerHTML={{ __html: issue.html }}
        />
        {issue.previous || issue.next ? (
          <nav
            aria-label={newsletterPageText.issue.more}
            className="mx-auto grid max-w-3xl gap-4 px-6 pb-12 sm:grid-cols-2"
          >
            {issue.previous ? (
              <Link
                to={issue.previous.path}
                rel="prev"
                className="rounded-2xl p-4 ring-1 ring-slate-200 hover:bg-brand-50 sm:col-start-1"
              >
                <span className="block text-sm font-semibold text-muted">{newsletterPageText.issue.previous}</span>
                <span className="mt-1 block font-bold text-brand-700">{issue.previous.subject}</span>
              </Link>
            ) : null}
            {issue.next ? (
              <Link
                to={issue.next.path}
                rel="next"
                className="rounded-2xl p-4 text-right ring-1 ring-slate-200 hover:bg-brand-50 sm:col-start-2"
              >
                <span className="block text-sm font-semibold text-muted">{newsletterPageText.issue.next}</span>
                <span className="mt-1 block font-bold text-brand-700">{issue.next.subject}</span>
              </Link>
            ) : null}
          </nav>
        ) : null}
      </article>
      <NewsletterSection />
    </>
  );
}
