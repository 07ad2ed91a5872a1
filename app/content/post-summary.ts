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
