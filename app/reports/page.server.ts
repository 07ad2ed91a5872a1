import type { Db } from "~/platform/db/client.server";
import { type BodyData, parseWith } from "~/platform/http/body.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { findTable } from "./build.server";
import { csvFileName, tableCsv } from "./csv";
import { dayOf } from "./days";
import { defaultRange, type RangeQuery, readRangeQuery, resolveRange, sectionOf } from "./range";
import { readReport } from "./read.server";
import { reportsPageText } from "./reports-text";
import { saveOfficeHours } from "./settings.server";
import { officeHoursSchema } from "./validation/office-hours";

/**
 * /admin/reports: the range from the page's GET form (refused: the reason, and the last 30 days
 * shown meanwhile, with a 400), the report, and the office hours form's values.
 */
export async function reportPage(db: Db, url: URL, now: Date) {
  const query = readRangeQuery(url.searchParams);
  const today = dayOf(now);
  const resolved = resolveRange(query, today);
  const section = sectionOf(query);
  const error = "error" in resolved ? resolved.error : section ? null : reportsPageText.errors.section;
  const range = "error" in resolved ? defaultRange(today) : resolved;
  const { report, officeHours, rowsRead } = await readReport(db, range, now, section ?? "leads");
  return { query, section: section ?? "leads", error, report, officeHours, rowsRead };
}

/** One table of a report as a CSV file; a refused range or an unknown table is a 400 with its reason. */
export async function reportCsv(
  db: Db,
  url: URL,
  now: Date,
): Promise<{ fileName: string; csv: string; rowsRead: number }> {
  const query: RangeQuery = readRangeQuery(url.searchParams);
  const resolved = resolveRange(query, dayOf(now));
  if ("error" in resolved) throw new UserFacingError(400, resolved.error, "invalid_range");
  const { report, rowsRead } = await readReport(db, resolved, now);
  const table = findTable(report, url.searchParams.get("table") ?? "");
  if (!table) throw new UserFacingError(400, reportsPageText.errors.table, "unknown_table");
  return { fileName: csvFileName(table, report.from, report.to), csv: tableCsv(table), rowsRead };
}

/** The office hours form: checked, then kept; first replies from now on are measured against them. */
export async function saveOfficeHoursFrom(db: Db, body: BodyData, now: Date): Promise<void> {
  await saveOfficeHours(db, parseWith(officeHoursSchema, body), now);
}
