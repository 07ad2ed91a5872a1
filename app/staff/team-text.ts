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
  membersTitle: "Admins",
  confirmTitle: "Confirm it's you",
  addTitle: "Add an admin",
  addIntro: "Admins read and answer contact messages and manage this list.",
} as const;
