import data from "virtual:content/posts";
import type { PostData } from "./schema";

/**
 * The six articles from blog/<slug>.md: front matter checked and Markdown rendered to HTML at
 * build time, newest first (the first is the featured post).
 */
export type BlogPost = PostData;

export const posts: BlogPost[] = data;

export function getPost(slug: string): BlogPost | undefined {
  return posts.find((post) => post.slug === slug);
}
