import type { Segment } from "~/site/search";

/**
 * Text with the searched words marked. Each segment is rendered as text, so `<mark>` is the only
 * markup: neither the content nor the query can add any.
 */
export function Highlighted({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, index) =>
    segment.mark ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments are one text cut in order, never reordered.
      <mark key={index} className="rounded bg-brand-100 px-0.5 font-semibold text-navy-900">
        {segment.text}
      </mark>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above.
      <span key={index}>{segment.text}</span>
    ),
  );
}
