/**
 * The staff's form rules, refusals and toasts: their profile, the team and its changes (the words
 * several domains share stay in app/ui/ui-text.ts). The team page's own words are in team-text.ts.
 */

import type { Toast } from "~/ui/toasts/toast";

/** Field rules of the staff profile (display name and signature, on /account). */
export const staffFieldText = {
  displayNameRequired: "Display name must be at least 2 characters",
  displayNameLong: "Display name must be at most 60 characters",
  signatureLong: "Signature must be at most 500 characters",
  signatureInvalid: "Signature contains characters that are not allowed",
} as const;

/** Refused changes to the staff team (/admin/team). */
export const staffErrorText = {
  noConfirmedAccount: "No confirmed account uses this e-mail address.",
  cannotRevokeSelf: "You cannot remove your own admin role. Ask another admin to do it.",
  notStaffMember: "This account is not an admin.",
  lastStaffMember: "This is the last admin. Add another admin before removing this one.",
} as const;

/** Titles of the staff pages' failure toasts. */
export const staffFailureTitles = {
  // Any refused step of the staff pages (inbox, team, newsletter issues).
  staff: "Could not do that",
} as const;

/** The toasts of the staff profile and of /admin/team. */
export const staffToasts = {
  profileSaved: { kind: "success", title: "Signature saved", description: "Your next replies are signed this way." },
  staffGranted: (email: string): Toast => ({
    kind: "success",
    title: "Admin added",
    description: `${email} can now use the staff inbox.`,
  }),
  staffRevoked: (email: string): Toast => ({
    kind: "success",
    title: "Admin removed",
    description: `${email} no longer has access to the staff inbox.`,
  }),
  staffConfirmed: {
    kind: "success",
    title: "Confirmed",
    description: "For the next 10 minutes you can add and remove admins.",
  },
} as const satisfies Record<string, Toast | ((email: string) => Toast)>;
