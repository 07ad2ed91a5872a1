/** The staff's own texts: their profile, the team and its changes (the words several domains share stay in app/ui/ui-text.ts). */

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
  notAnAdmin: "This account is not an admin.",
  lastAdmin: "This is the last admin. Add another admin before removing this one.",
} as const;

/** Titles of the staff pages' failure toasts. */
export const staffFailureTitles = {
  // Any refused step of the staff pages (inbox, team, newsletter issues).
  staff: "Could not do that",
} as const;

/** The toasts of the staff profile and of /admin/team. */
export const staffToasts = {
  profileSaved: { kind: "success", title: "Signature saved", description: "Your next replies are signed this way." },
  adminGranted: (email: string): Toast => ({
    kind: "success",
    title: "Admin added",
    description: `${email} can now use the staff inbox.`,
  }),
  adminRevoked: (email: string): Toast => ({
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

/** The team page (/admin/team). */
export const teamPageText = {
  title: "Team",
  emailLabel: "E-mail of a confirmed account",
  emailHint: "They must have signed up and confirmed their e-mail address on the site.",
  granting: "Granting…",
  grant: "Grant admin",
  /** What "Confirm it's you" says it is needed for, and what it then allows. */
  confirmChanges: "Adding or removing an admin needs",
  confirmedNote: "you can add and remove admins",
  /** `{link}`: "confirm it's you", a link to that section. */
  confirmFirst: "To add or remove admins, first {link}.",
  confirmLink: "confirm it's you",
  you: "You",
  yourRole: "Another admin can remove your role.",
  revokeLabel: (name: string) => `Revoke admin from ${name}`,
  revoke: "Revoke admin",
  admins: "Admins",
  confirmTitle: "Confirm it's you",
  addTitle: "Add an admin",
  addIntro: "Admins read and answer contact messages and manage this list.",
} as const;
