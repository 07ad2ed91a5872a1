import { postPath } from "~/content/derive";
import type { PostSummary } from "~/content/post-summary";
import { type BlogPost, getPost, posts } from "~/content/posts";
import { formatIsoDate } from "~/ui/format";

function summarise(post: BlogPost): PostSummary {
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
