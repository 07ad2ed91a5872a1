/**
 * The reports domain's server entry: the operations and dependencies other parts of the app
 * call (docs/architecture.md, "Entries"). Only what they use is here.
 */
export { countReportWrites } from "./counters.server";
export { reportsDb } from "./deps.server";
export { reportCsv, reportPage, saveOfficeHoursFrom } from "./page.server";
export { ensureReportsBuilt } from "./rebuild.server";
