import { formatIsoDate } from "~/ui/format";
import type { Report } from "../report";
import { reportsPageText } from "../reports-text";
import { Figures } from "./figures";
import { ReportTableView } from "./report-table";

/** The report: what range it shows and against which, then each section's figures and tables. */
export function ReportView({ report, csvHref }: { report: Report; csvHref: (table: string) => string }) {
  const text = reportsPageText;
  return (
    <div className="space-y-10">
      <div className="text-sm text-ink" data-testid="report-range">
        <p className="font-semibold text-navy-900">
          {text.showing(formatIsoDate(report.from), formatIsoDate(report.to), report.days)}
        </p>
        <p>
          {text.comparedWith(formatIsoDate(report.previousFrom), formatIsoDate(report.previousTo))}
          {report.bucket === "week" ? ` ${text.byWeek}` : ""}
        </p>
      </div>
      {report.sections.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`} className="space-y-5">
          <h2 id={`section-${section.id}`} className="text-2xl font-extrabold text-navy-900">
            {section.title}
          </h2>
          <Figures figures={section.figures} />
          {section.tables.map((table) => (
            <ReportTableView key={table.id} table={table} csvHref={csvHref(table.id)} />
          ))}
        </section>
      ))}
    </div>
  );
}
