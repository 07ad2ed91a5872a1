import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

/** The spec's metadata input (section 1), plus `noindex` for pages kept out of search. */
export type PageMetaInput = {
  /** The page's own title; the brand suffix is added. Omit for the default title. */
  title?: string;
  description?: string;
  /** Absolute URL, or a path resolved against the site origin. Defaults to the current path. */
  canonicalUrl?: string;
  keywords?: readonly string[];
  ogImage?: string;
  ogType?: "website" | "article";
  noindex?: boolean;
};

function pageTitle(title?: string): string {
  return title ? `${title} | ${site.titleSuffix}` : site.defaultTitle;
}

/**
 * An absolute URL on the site for a path (or an absolute http(s) URL as given). The path is joined
 * to the origin as text with exactly one leading slash: resolved as a URL, a request path such as
 * `//evil.example/` would name another host, and `//` none at all.
 */
function absolute(urlOrPath: string, origin: string): string {
  if (/^https?:\/\//i.test(urlOrPath)) return urlOrPath;
  return `${origin.replace(/\/+$/, "")}/${urlOrPath.replace(/^[/\\]+/, "")}`;
}

/**
 * Title, description, keywords, canonical link, Open Graph and Twitter card tags for one page.
 * `origin` is the configured SITE_ORIGIN, so canonical URLs never depend on the request's host.
 */
export function buildMeta(input: PageMetaInput, origin: string, pathname: string): MetaDescriptor[] {
  const title = pageTitle(input.title);
  const description = input.description ?? site.defaultDescription;
  const canonical = absolute(input.canonicalUrl ?? pathname, origin);
  const image = absolute(input.ogImage ?? site.defaultOgImage, origin);
  const keywords = (input.keywords ?? site.defaultKeywords).join(", ");
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: keywords },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:site_name", content: site.legalName },
    { property: "og:locale", content: site.locale },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}
