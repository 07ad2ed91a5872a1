import { Link } from "react-router";
import {
  ARCHIVE_TITLE,
  issuePath,
  issuesFeedLink,
  NEWSLETTER_NAME,
  NewsletterSection,
  newsletterPageText,
} from "~/newsletter";
import { listArchivedIssues, newsletterDeps } from "~/newsletter/index.server";

import { getRequestContext } from "~/platform/http/request-context.server";
import { fill } from "~/ui/fill";
import { formatDay } from "~/ui/format";
import { PageHero } from "~/ui/page/page-hero";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/newsletter-issues";

/** The public archive: every issue that went out, newest first. The same for everyone, so edge-cached. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = newsletterDeps(getRequestContext(context).env, request);
  return { issues: await listArchivedIssues(db) };
}

export const links: Route.LinksFunction = () => [issuesFeedLink];

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: ARCHIVE_TITLE,
    description: newsletterPageText.archive.metaDescription(NEWSLETTER_NAME),
  });

export default function NewsletterIssues({ loaderData }: Route.ComponentProps) {
  const { issues } = loaderData;
  return (
    <>
      <PageHero
        title={ARCHIVE_TITLE}
        width="max-w-4xl"
        intro={
          <p>
            {fill(newsletterPageText.archive.intro, {
              link: (
                <a href="#newsletter" className="font-semibold underline underline-offset-4">
                  {newsletterPageText.archive.subscribe}
                </a>
              ),
            })}
          </p>
        }
      />
      <section aria-labelledby="issues-heading" className="px-6 py-16">
        <div className="mx-auto max-w-4xl">
          <h2 id="issues-heading" className="mb-6 text-2xl font-extrabold text-navy-900">
            {newsletterPageText.archive.issues}
          </h2>
          {issues.length === 0 ? (
            <p className="text-lg text-muted">{newsletterPageText.archive.empty}</p>
          ) : (
            <ol className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-black/5">
              {issues.map((issue) => (
                <li key={issue.slug} className="p-5">
                  <Link
                    to={issuePath(issue.slug)}
                    className="text-lg font-bold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {issue.subject}
                  </Link>
                  <p className="mt-1 text-sm text-muted">
                    <time dateTime={issue.sentAt}>{formatDay(issue.sentAt)}</time>
                  </p>
                  {issue.previewText ? <p className="mt-2 text-ink">{issue.previewText}</p> : null}
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
      <NewsletterSection />
    </>
  );
}
