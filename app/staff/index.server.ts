/**
 * The staff domain's server entry: the operations and dependencies other parts of the app
 * call (docs/architecture.md, "Entries"). Only what they use is here.
 */
export { requireStaff } from "./guards.server";
export { displayNameColumn, profileOf, staffProfileOf } from "./profile.server";
export { loadStaffSignature, staffSignatureSection } from "./settings/staff-signature.server";
export { listStaff, listTeam } from "./team.server";
export { teamActions } from "./team-actions.server";
