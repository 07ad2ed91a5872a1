/**
 * The reports domain's server entry: the operations and dependencies other parts of the app
 * call (docs/architecture.md, "Entries"). Only what they use is here.
 */
export { countReportWrites } from "./counters.server";
export { reportsDb } from "./deps.server";
export { officeHoursActions } from "./office-hours-actions.server";
export { reportCsv, reportPage } from "./page.server";
export { ensureReportsBuilt } from "./rebuild.server";
