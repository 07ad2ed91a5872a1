/**
 * A report as the page, the charts and the CSV downloads share it (app/reports/build.server.ts
 * makes it from the daily roll-ups): figures beside the previous range of the same length, and
 * tables whose cells are the very text the page and the CSV show. Browser-safe.
 */

/** How a figure or a column is written. */
export type Measure = "count" | "hours" | "share" | "ratio";

/** One figure of the range beside the previous range's. */
export type Figure = {
  id: string;
  label: string;
  measure: Measure;
  /** Seconds for durations, a fraction (0 to 1) for shares. Null: nothing to measure. */
  value: number | null;
  previous: number | null;
};

/** How a table is drawn beside its numbers. */
type ChartKind =
  /** Bars over the range's days or weeks, the chart's columns stacked. */
  | "bars"
  /** One horizontal bar per row, the first chart column. */
  | "ranked"
  /** Weekdays by hours: each cell shaded by its count. */
  | "grid";

export type ReportColumn = { key: string; label: string; measure: Measure };

/** A table of the report: its rows' labels and one value per column (null: none to show). */
export type ReportTable = {
  id: string;
  title: string;
  /** What the table holds, in a sentence (the chart's description, the table's caption). */
  description: string;
  chart: ChartKind;
  /** Bars: the charted columns stacked in one bar (true), or side by side. */
  stacked?: boolean;
  /** The columns the chart draws (the others are numbers beside them). */
  charted: string[];
  rowHeader: string;
  columns: ReportColumn[];
  rows: { label: string; values: (number | null)[] }[];
};

/** The report's parts, each a page of its own (`?section=`): what comes in, how fast, when, the newsletter. */
export const REPORT_SECTIONS = ["leads", "speed", "when", "newsletter"] as const;
export type ReportSectionId = (typeof REPORT_SECTIONS)[number];

export type ReportSection = { id: ReportSectionId; title: string; figures: Figure[]; tables: ReportTable[] };

export type Report = {
  from: string;
  to: string;
  days: number;
  previousFrom: string;
  previousTo: string;
  /** Whether the series are by day or by week (over 31 days). */
  bucket: "day" | "week";
  sections: ReportSection[];
};

/** "12", "3.4", "87%": a value as the tables and the CSV write it ("" for none). */
export function cellText(value: number | null, measure: Measure): string {
  if (value === null) return "";
  switch (measure) {
    case "count":
      return String(Math.round(value));
    case "hours":
      return (value / 3600).toFixed(1);
    case "share":
      return `${Math.round(value * 100)}%`;
    case "ratio":
      return value.toFixed(1);
  }
}

/** A duration in seconds as people say it: "45 min", "3 h 20 min", "2 d 4 h". */
function durationText(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** A figure's value as its card shows it ("—" for none). */
export function figureValueText(value: number | null, measure: Measure): string {
  if (value === null) return "—";
  if (measure === "hours") return durationText(value);
  return cellText(value, measure);
}

/** The change from the previous range: "+12 (+40%)", "−20 min", "+5 points"; null when either side is missing. */
export function changeText(value: number | null, previous: number | null, measure: Measure): string | null {
  if (value === null || previous === null) return null;
  const diff = value - previous;
  const sign = diff > 0 ? "+" : diff < 0 ? "−" : "±";
  const size = Math.abs(diff);
  if (measure === "share") return `${sign}${Math.round(size * 100)} points`;
  const amount = measure === "hours" ? durationText(size) : cellText(size, measure);
  const percent = previous !== 0 && diff !== 0 ? ` (${sign}${Math.round((size / Math.abs(previous)) * 100)}%)` : "";
  return `${sign}${amount}${percent}`;
}
