import type { TimelineEntry } from "~/content/team";

/** The company's journey as an ordered list, oldest first, on a vertical line. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="relative mx-auto max-w-3xl border-l-2 border-brand-200 pl-8">
      {entries.map((entry) => (
        <li key={entry.year} className="relative pb-10 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute -left-[2.6rem] top-1 h-5 w-5 rounded-full border-4 border-white bg-brand-600 shadow"
          />
          <p className="text-sm font-extrabold tracking-wider text-brand-700">
            <time dateTime={String(entry.year)}>{entry.year}</time>
          </p>
          <h3 className="mt-1 text-xl font-bold text-navy-900">{entry.title}</h3>
          <p className="mt-2 leading-relaxed text-muted">{entry.description}</p>
        </li>
      ))}
    </ol>
  );
}
