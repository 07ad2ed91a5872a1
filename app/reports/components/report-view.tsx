import type { Report } from "../report";
import { reportsPageText } from "../reports-text";
import { Figures } from "./figures";
import { ReportTableView } from "./report-table";

let dateFormat: Intl.DateTimeFormat | undefined;

/** "March 3, 2025" from "2025-03-03" (one formatter, made on first use). */
function formatIsoDate(day: string): string {
  dateFormat ??= new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
  return dateFormat.format(new Date(`${day}T00:00:00Z`));
}

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
