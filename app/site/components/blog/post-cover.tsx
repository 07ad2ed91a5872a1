import type { PostSummary } from "~/content/post-summary";

/** An article's cover art (the files in public/images/blog are all 1200x630). */
export function PostCover({
  post,
  className = "",
  lazy = false,
}: {
  post: Pick<PostSummary, "imageUrl" | "imageAlt">;
  className?: string;
  /** Below the fold: let the browser fetch it when it comes near. */
  lazy?: boolean;
}) {
  return (
    <img
      src={post.imageUrl}
      alt={post.imageAlt}
      width={1200}
      height={630}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      className={`aspect-[40/21] w-full bg-brand-50 object-cover ${className}`}
    />
  );
}
