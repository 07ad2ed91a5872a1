import { formatIsoDate } from "~/lib/format";
import { postPath } from "./derive";
import { getPost, posts, type BlogPost } from "./posts";

export { postPath };

/**
 * The slices of the blog content that route loaders send to the page. Only these leave the
 * server: the list page never carries the article bodies, an article only its own.
 */
export type PostSummary = {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date, e.g. "2025-04-02". */
  date: string;
  /** "5 min read", computed from the body at build time. */
  readTime: string;
  imageUrl: string;
  imageAlt: string;
  /** "April 2, 2025" */
  displayDate: string;
  path: string;
};

export function summarise(post: BlogPost): PostSummary {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    date: post.date,
    readTime: `${post.readMinutes} min read`,
    imageUrl: post.cover.src,
    imageAlt: post.cover.alt,
    displayDate: formatIsoDate(post.date),
    path: postPath(post.slug),
  };
}

/** Newest first: the first post is the featured one. */
export function listPostSummaries(): PostSummary[] {
  return posts.map(summarise);
}

export function findArticle(slug: string) {
  const post = getPost(slug);
  if (!post) return undefined;
  const related = post.related
    .map((relatedSlug) => getPost(relatedSlug))
    .filter((p): p is BlogPost => p !== undefined)
    .map(summarise);
  return { ...summarise(post), metaDescription: post.description, tags: post.tags, html: post.html, related };
}

export type Article = NonNullable<ReturnType<typeof findArticle>>;
