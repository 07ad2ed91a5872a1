import { Link } from "react-router";
import { site } from "~/content/site";
import { ARCHIVE_PATH, NEWSLETTER_NAME, NewsletterSection } from "~/newsletter";
import { blogPageText, FeaturedPost, PostCard, rssFeedLink } from "~/site";
import { listPostSummaries } from "~/site/index.server";

import { PageHero } from "~/ui/page/page-hero";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: site.blog.title,
    description: blogPageText.blog.metaDescription,
    keywords: blogPageText.blog.keywords,
  });

export const links: Route.LinksFunction = () => [rssFeedLink];

export function loader() {
  const [featured, ...latest] = listPostSummaries();
  if (!featured) throw new Error("The blog has no posts.");
  return { featured, latest };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { featured, latest } = loaderData;
  return (
    <>
      <PageHero
        title={site.blog.title}
        align="center"
        width="max-w-4xl"
        intro={
          <>
            <p className="mx-auto max-w-2xl">{site.blog.description}</p>
            <p className="mx-auto mt-4 max-w-2xl text-base">
              <Link to={ARCHIVE_PATH} className="font-semibold underline underline-offset-4">
                {blogPageText.blog.pastIssues(NEWSLETTER_NAME)}
              </Link>
              {blogPageText.blog.monthlyNewsletter}
            </p>
          </>
        }
      />

      <section aria-labelledby="featured-heading" className="px-6 py-16">
        <div className="mx-auto max-w-6xl">
          <h2 id="featured-heading" className="mb-8 text-3xl font-extrabold text-navy-900">
            {blogPageText.blog.featured}
          </h2>
          <FeaturedPost post={featured} />
        </div>
      </section>

      <section aria-labelledby="latest-heading" className="bg-slate-50 px-6 py-16">
        <div className="mx-auto max-w-6xl">
          <h2 id="latest-heading" className="mb-8 text-3xl font-extrabold text-navy-900">
            {blogPageText.blog.latest}
          </h2>
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {latest.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <NewsletterSection />
    </>
  );
}
