import type { BlogBlock } from "~/content/posts";

/** Renders an article's structured blocks as ordinary, server-rendered elements. */
export function ArticleBody({ blocks }: { blocks: BlogBlock[] }) {
  return <div className="text-lg leading-relaxed text-ink">{blocks.map((block, i) => renderBlock(block, i))}</div>;
}

function renderBlock(block: BlogBlock, key: number) {
  switch (block.type) {
    case "h2":
      return (
        <h2 key={key} className="mb-4 mt-12 text-2xl font-extrabold leading-tight text-navy-900 sm:text-3xl">
          {block.text}
        </h2>
      );
    case "h3":
      return (
        <h3 key={key} className="mb-3 mt-8 text-xl font-bold text-navy-900">
          {block.text}
        </h3>
      );
    case "p":
      return (
        <p key={key} className="mb-5">
          {block.text}
        </p>
      );
    case "ul":
      return (
        <ul key={key} className="mb-6 list-disc space-y-2 pl-6 marker:text-brand-600">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "ol":
      return (
        <ol key={key} className="mb-6 list-decimal space-y-2 pl-6 marker:font-bold marker:text-brand-700">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case "quote":
      return (
        <blockquote
          key={key}
          className="my-8 rounded-r-2xl border-l-4 border-brand-600 bg-brand-50 px-6 py-5 text-xl font-semibold italic text-navy-900"
        >
          <p>{block.text}</p>
        </blockquote>
      );
  }
}
