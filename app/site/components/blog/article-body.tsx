/**
 * An article's body: HTML rendered from its Markdown at build time (scripts/content/markdown.ts,
 * raw HTML in the Markdown disabled), so it is trusted content, not user input. Its elements are
 * styled by `.article-body` in app.css.
 */
export function ArticleBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build renders it from the repo's Markdown with raw HTML off (scripts/content/markdown.ts).
  return <div className="article-body text-lg leading-relaxed text-ink" dangerouslySetInnerHTML={{ __html: html }} />;
}
