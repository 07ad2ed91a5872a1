import { Link } from "react-router";
import { socialCardPath } from "~/content/derive";
import { site } from "~/content/site";
import { getRequestContext } from "~/platform/http/request-context.server";
import {
  ArticleBody,
  ArticleJsonLd,
  blogPageText,
  PostCard,
  PostCover,
  PostMeta,
  rssFeedLink,
  ShareButtons,
} from "~/site";
import { findArticle, notFound } from "~/site/index.server";

import { fill } from "~/ui/fill";
import { PageHero } from "~/ui/page/page-hero";
import { pageText } from "~/ui/page-text";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/blog-post";

export const links: Route.LinksFunction = () => [rssFeedLink];

export function loader({ params, context, request }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) notFound(request);
  const { env } = getRequestContext(context);
  const canonicalUrl = new URL(article.path, env.SITE_ORIGIN).toString();
  return { article, canonicalUrl, origin: env.SITE_ORIGIN };
}

export const meta: Route.MetaFunction = (args) => {
  const article = args.loaderData?.article;
  if (!article) return seo(args, { title: pageText.notFoundTitle, noindex: true });
  // The article's own PNG card (social networks do not render the SVG cover).
  return [
    ...seo(args, {
      title: article.title,
      description: article.metaDescription,
      ogType: "article",
      keywords: article.tags,
      ogImage: socialCardPath(article.path),
    }),
    { property: "article:published_time", content: article.date },
    { property: "article:author", content: site.legalName },
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { article, canonicalUrl, origin } = loaderData;
  return (
    <>
      <ArticleJsonLd article={article} canonicalUrl={canonicalUrl} origin={origin} />
      <article>
        <PageHero
          as="header"
          width="max-w-3xl"
          className="pb-28 sm:pb-36"
          compactTitle
          title={article.title}
          before={
            <Link
              to="/blog"
              className="inline-flex items-center gap-2 rounded font-semibold underline-offset-4 hover:underline"
            >
              <span aria-hidden="true">←</span>
              {` ${blogPageText.article.back}`}
            </Link>
          }
        >
          <PostMeta post={article} className="mt-6 text-white" />
          <p className="mt-2 text-sm text-white">
            {fill(blogPageText.article.publishedBy, { name: <span className="font-semibold">{site.legalName}</span> })}
          </p>
        </PageHero>

        <div className="mx-auto -mt-20 max-w-4xl px-6 sm:-mt-28">
          <PostCover post={article} className="rounded-3xl shadow-lg" />
        </div>

        <div className="mx-auto max-w-3xl px-6 py-12">
          <ArticleBody html={article.html} />

          <section aria-labelledby="share-heading" className="mt-12 border-t border-slate-200 pt-8">
            <h2 id="share-heading" className="mb-4 text-lg font-bold text-navy-900">
              {blogPageText.article.share}
            </h2>
            <ShareButtons url={canonicalUrl} title={article.title} />
          </section>
        </div>
      </article>

      <section aria-labelledby="related-heading" className="bg-slate-50 px-6 py-16">
        <div className="mx-auto max-w-5xl">
          <h2 id="related-heading" className="mb-8 text-3xl font-extrabold text-navy-900">
            {blogPageText.article.related}
          </h2>
          <ul className="grid gap-8 md:grid-cols-2">
            {article.related.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} linkLabel={blogPageText.article.read} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
