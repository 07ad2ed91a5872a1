/**
 * The staff domain's entry: the types, constants, components and schemas other parts of the
 * app use, all safe in the browser (docs/architecture.md, "Entries"). Only what they use is here;
 * server operations are in index.server.ts.
 */
export { KeyboardShortcuts, ShortcutsHint } from "./components/keyboard-shortcuts";
export { StaffAreaShell } from "./components/staff-area-shell";
export { StaffShell } from "./components/staff-shell";
export { TeamPage } from "./components/team-page";
export { isStaff } from "./is-staff";
export { StaffSignatureSection } from "./settings/staff-signature";
export { ADMIN_AVAILABILITY_PATH, ADMIN_BOOKINGS_PATH, ADMIN_REPORTS_PATH } from "./staff-paths";
export { SECOND_FACTOR_REQUIRED, staffHeaders, staffMeta } from "./staff-route";
export { teamPageText } from "./team-text";
export { staffFailureTitles } from "./texts";
