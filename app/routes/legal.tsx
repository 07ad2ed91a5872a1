import { getLegalPage } from "~/content/legal.server";
import { pagePath } from "~/platform/http/not-found.server";
import { legalText } from "~/site";
import { notFound } from "~/site/index.server";
import { formatIsoDate } from "~/ui/format";
import { PageHero } from "~/ui/page/page-hero";
import { pageText } from "~/ui/page-text";
import { seo } from "~/ui/seo";
import type { Route } from "./+types/legal";

/** /privacy and /terms: Markdown from app/content/legal/, rendered at build time. */
export function loader({ request }: Route.LoaderArgs) {
  const page = getLegalPage(pagePath(request));
  if (!page) notFound(request);
  return { page: { ...page, displayDate: formatIsoDate(page.updated) } };
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.page;
  if (!page) return seo(args, { title: pageText.notFoundTitle, noindex: true });
  return seo(args, { title: page.title, description: page.description });
};

export default function LegalPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <article>
      <PageHero
        as="header"
        width="max-w-3xl"
        title={page.title}
        intro={
          <p>
            {`${legalText.updated} `}
            <time dateTime={page.updated}>{page.displayDate}</time>
          </p>
        }
      />
      <div
        className="article-body mx-auto max-w-3xl px-4 py-12 text-lg leading-relaxed text-ink sm:px-6"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted HTML, rendered at build time from the repo's own Markdown with raw HTML off.
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
    </article>
  );
}
