import { REPORT_SECTIONS, type ReportSectionId } from "../report";
import { reportsPageText } from "../reports-text";

/**
 * The report's sections, each a page of its own for the same range (a link: it works without
 * JavaScript): a view reads and draws one section's figures and tables.
 */
export function SectionNav({ current, search }: { current: ReportSectionId; search: string }) {
  return (
    <nav aria-label={reportsPageText.sectionNav}>
      <ul className="flex flex-wrap gap-2">
        {REPORT_SECTIONS.map((id) => (
          <li key={id}>
            <a
              href={`?${search}&section=${id}`}
              aria-current={id === current ? "page" : undefined}
              className={`inline-flex rounded-full px-4 py-2 text-sm font-semibold ring-1 ${
                id === current
                  ? "bg-navy-900 text-white ring-navy-900"
                  : "bg-white text-navy-900 ring-slate-300 hover:bg-brand-50"
              }`}
            >
              {reportsPageText.sectionLinks[id]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
