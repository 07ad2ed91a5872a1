import type { PostSummary } from "~/content/post-summary";

/** "April 2, 2025 · 5 min read", with a machine-readable date. */
export function PostMeta({
  post,
  className = "text-muted",
}: {
  post: Pick<PostSummary, "date" | "displayDate" | "readTime">;
  className?: string;
}) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm ${className}`}>
      <time dateTime={post.date}>{post.displayDate}</time>
      <span aria-hidden="true">·</span>
      <span>{post.readTime}</span>
    </p>
  );
}
