/**
 * The reports domain's entry: the types, constants, components and schemas other parts of the
 * app use, all safe in the browser (docs/architecture.md, "Entries"). Only what they use is here;
 * server operations are in index.server.ts.
 */
export { OfficeHoursForm } from "./components/office-hours-form";
export { RangeForm } from "./components/range-form";
export { ReportView } from "./components/report-view";
export { SectionNav } from "./components/section-nav";
export { officeHoursIntents } from "./intents";
export { OFFICE_DAY_FIELDS } from "./office-hours";
export { rangeSearch } from "./range";
export { reportsPageText } from "./reports-text";
