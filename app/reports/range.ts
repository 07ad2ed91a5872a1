import { addDays, daysIn, isDay } from "./days";
import { REPORT_SECTIONS, type ReportSectionId } from "./report";
import { reportsPageText } from "./reports-text";

/**
 * The range a report shows, from the page's GET form (it works without JavaScript): the last 7,
 * 30 or 90 days (today included), a calendar month, or two dates; all IST days. Browser-safe:
 * the form and the server read the same parameters.
 */
export const RANGE_CHOICES = ["7", "30", "90", "month", "dates"] as const;
type RangeChoice = (typeof RANGE_CHOICES)[number];

/** What the form sent, as sent (kept in the form when it is refused), and the section shown. */
export type RangeQuery = { range: string; month: string; from: string; to: string; section: string };

export type ResolvedRange = { from: string; to: string; days: number };

/** The longest range two dates may span: a report reads about one row a day of each kind. */
export const MAX_RANGE_DAYS = 366;

const DEFAULT_CHOICE: RangeChoice = "30";

export function readRangeQuery(search: URLSearchParams): RangeQuery {
  return {
    range: search.get("range") ?? DEFAULT_CHOICE,
    month: search.get("month") ?? "",
    from: search.get("from") ?? "",
    to: search.get("to") ?? "",
    section: search.get("section") ?? REPORT_SECTIONS[0],
  };
}

/** The section the query names, or null for one there is not. */
export function sectionOf(query: RangeQuery): ReportSectionId | null {
  return (REPORT_SECTIONS as readonly string[]).includes(query.section) ? (query.section as ReportSectionId) : null;
}

/** The query string of a range (for the CSV links and the sections' links), without what the choice does not use. */
export function rangeSearch(query: RangeQuery): string {
  const params = new URLSearchParams({ range: query.range });
  if (query.range === "month") params.set("month", query.month);
  if (query.range === "dates") {
    params.set("from", query.from);
    params.set("to", query.to);
  }
  return params.toString();
}

/** The days the query names, or why it names none. */
export function resolveRange(query: RangeQuery, today: string): ResolvedRange | { error: string } {
  const errors = reportsPageText.errors;
  switch (query.range) {
    case "7":
    case "30":
    case "90": {
      const days = Number(query.range);
      return { from: addDays(today, 1 - days), to: today, days };
    }
    case "month": {
      if (!/^\d{4}-\d{2}$/.test(query.month) || !isDay(`${query.month}-01`)) return { error: errors.month };
      const from = `${query.month}-01`;
      const [year, month] = query.month.split("-").map(Number) as [number, number];
      const to = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
      return { from, to, days: daysIn(from, to) };
    }
    case "dates": {
      if (!isDay(query.from) || !isDay(query.to)) return { error: errors.dates };
      if (query.from > query.to) return { error: errors.order };
      const days = daysIn(query.from, query.to);
      if (days > MAX_RANGE_DAYS) return { error: errors.tooLong };
      return { from: query.from, to: query.to, days };
    }
    default:
      return { error: errors.range };
  }
}

/** The default range (when the form's is refused): the last 30 days. */
export function defaultRange(today: string): ResolvedRange {
  return resolveRange({ range: DEFAULT_CHOICE, month: "", from: "", to: "", section: "" }, today) as ResolvedRange;
}
