import { socialCardPath } from "~/content/derive";
import type { PostSummary } from "~/content/post-summary";
import { site } from "~/content/site";
import { JsonLd } from "../json-ld";

/** An article's structured data: its cover and its PNG card as images, the company as author and publisher. */
export function ArticleJsonLd({
  article,
  canonicalUrl,
  origin,
}: {
  article: PostSummary & { metaDescription: string; tags: readonly string[] };
  canonicalUrl: string;
  origin: string;
}) {
  const organization = { "@type": "Organization", name: site.legalName, url: origin };
  return (
    <JsonLd
      data={{
        "@type": "Article",
        headline: article.title,
        description: article.metaDescription,
        datePublished: article.date,
        dateModified: article.date,
        image: [new URL(article.imageUrl, origin).toString(), new URL(socialCardPath(article.path), origin).toString()],
        author: organization,
        publisher: {
          ...organization,
          logo: { "@type": "ImageObject", url: new URL("/images/logo.svg", origin).toString() },
        },
        mainEntityOfPage: { "@type": "WebPage", "@id": canonicalUrl },
        keywords: article.tags.join(", "),
      }}
    />
  );
}
