import { cellText, type ReportTable } from "../report";
import { reportsPageText } from "../reports-text";
import { BarChart, GridChart, RankedChart, SERIES_COLOURS } from "./charts";

/**
 * One table of the report: its title and sentence, its chart (SVG, app/reports/components/charts.tsx)
 * with a legend, the numbers as a table beside it (screen readers, printing), and its CSV download
 * (the same header and cells).
 */
export function ReportTableView({ table, csvHref }: { table: ReportTable; csvHref: string }) {
  const titleId = `table-${table.id}`;
  const empty = table.rows.length === 0 || table.rows.every((row) => row.values.every((v) => !v));
  const Chart = table.chart === "bars" ? BarChart : table.chart === "ranked" ? RankedChart : GridChart;
  const legend =
    table.chart === "bars" && table.charted.length > 1
      ? table.charted.map((key) => table.columns.find((c) => c.key === key)?.label ?? key)
      : [];
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-navy-900">
          {table.title}
        </h3>
        <a
          href={csvHref}
          download
          aria-label={reportsPageText.csv(table.title)}
          className="text-sm font-semibold text-brand-700 underline underline-offset-4"
          data-csv={table.id}
        >
          {reportsPageText.csvShort}
        </a>
      </div>
      <p className="mt-1 text-sm text-muted">{table.description}</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <figure className="min-w-0">
          {empty ? (
            <p className="text-sm text-muted">{reportsPageText.empty}</p>
          ) : (
            <Chart table={table} titleId={titleId} />
          )}
          {legend.length > 0 && !empty ? (
            <figcaption>
              <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink">
                {legend.map((label, i) => (
                  <li key={label} className="flex items-center gap-1.5">
                    <span
                      aria-hidden="true"
                      className="inline-block h-3 w-3 rounded-sm"
                      style={{ backgroundColor: SERIES_COLOURS[i % SERIES_COLOURS.length] }}
                    />
                    {label}
                  </li>
                ))}
              </ul>
            </figcaption>
          ) : null}
        </figure>
        <section
          aria-label={reportsPageText.tableRegion(table.title)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls; the keyboard must reach it.
          tabIndex={0}
          className="max-h-96 min-w-0 overflow-auto rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {/* The cells' look is the table's (one class list, not one per cell or row: a grid has 200 cells). */}
          <table
            className="w-full text-left text-sm [&_td]:py-1.5 [&_td]:pr-3 [&_td]:text-right [&_td]:tabular-nums [&_th]:py-1.5 [&_th]:pr-3 [&_thead_th]:font-semibold [&_tbody_th]:font-normal [&_tbody_th]:break-all [&_tbody_tr]:border-b [&_tbody_tr]:border-slate-100"
            data-table={table.id}
          >
            <caption className="sr-only">{table.title}</caption>
            <thead className="sticky top-0 border-b border-slate-300 bg-white text-navy-900">
              <tr>
                <th scope="col">{table.rowHeader}</th>
                {table.columns.map((column) => (
                  <th key={column.key} scope="col" className="text-right">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {row.values.map((value, i) => (
                    <td key={table.columns[i]?.key ?? i}>{cellText(value, table.columns[i]?.measure ?? "count")}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </section>
  );
}
