import { csvText } from "~/platform/csv";
import { cellText, type ReportTable } from "./report";

/** A report's table as CSV: the same header and cells as the page's table (app/platform/csv.ts escapes them). */
export function tableCsv(table: ReportTable): string {
  return csvText([
    [table.rowHeader, ...table.columns.map((column) => column.label)],
    ...table.rows.map((row) => [
      row.label,
      ...row.values.map((value, i) => cellText(value, table.columns[i]?.measure ?? "count")),
    ]),
  ]);
}

/** The download's file name: the table and the range. */
export function csvFileName(table: ReportTable, from: string, to: string): string {
  return `adrig-report-${table.id}-${from}-to-${to}.csv`;
}
