import { formatIsoDate } from "~/lib/format";
import { getPost, posts, type BlogPost } from "./posts";

/**
 * The slices of the blog content that route loaders send to the page. Only these leave the
 * server: the list page never carries the article bodies, an article only its own.
 */
export type PostSummary = Pick<BlogPost, "slug" | "title" | "excerpt" | "date" | "readTime" | "imageUrl" | "imageAlt"> & {
  /** "April 2, 2025" */
  displayDate: string;
  path: string;
};

export function postPath(slug: string): string {
  return `/blog/${slug}`;
}

export function summarise(post: BlogPost): PostSummary {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    date: post.date,
    readTime: post.readTime,
    imageUrl: post.imageUrl,
    imageAlt: post.imageAlt,
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
  return { ...summarise(post), metaDescription: post.metaDescription, tags: post.tags, body: post.body, related };
}

export type Article = NonNullable<ReturnType<typeof findArticle>>;
