import type { PostSummary } from "~/content/post-summary";
import { ButtonLink } from "~/ui/button-link";
import { PostCover } from "./post-cover";
import { PostMeta } from "./post-meta";

/** The newest article, shown large at the top of /blog. */
export function FeaturedPost({ post }: { post: PostSummary }) {
  return (
    <article className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm lg:grid-cols-2">
      <PostCover post={post} className="h-full" />
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <PostMeta post={post} />
        <h3 className="mt-3 text-2xl font-extrabold leading-tight text-navy-900 sm:text-3xl">{post.title}</h3>
        <p className="mt-4 text-lg leading-relaxed text-muted">{post.excerpt}</p>
        <ButtonLink to={post.path} className="mt-8 self-start">
          Read Article<span className="sr-only">: {post.title}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
