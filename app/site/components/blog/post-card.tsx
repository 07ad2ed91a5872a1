import { Link } from "react-router";
import type { PostSummary } from "~/content/post-summary";
import { PostCover } from "./post-cover";
import { PostMeta } from "./post-meta";

/** One article in a grid ("Latest Posts", "Related Articles"). */
export function PostCard({
  post,
  headingLevel = "h3",
  linkLabel = "Read More",
}: {
  post: PostSummary;
  headingLevel?: "h2" | "h3";
  linkLabel?: string;
}) {
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <PostCover post={post} lazy />
      <div className="flex flex-1 flex-col p-6">
        <PostMeta post={post} />
        <Heading className="mt-3 text-xl font-bold leading-snug text-navy-900">{post.title}</Heading>
        <p className="mt-3 flex-1 leading-relaxed text-muted">{post.excerpt}</p>
        <Link
          to={post.path}
          className="mt-5 inline-flex items-center gap-1 self-start rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {linkLabel}
          <span className="sr-only">: {post.title}</span>
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
