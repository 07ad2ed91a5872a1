/** The words of /account's "Profile" card (settings/profile.tsx). */
export const profileText = {
  emailLabel: "Email",
  /** `{change}` is the link to the "E-mail address" card, which changes it. */
  emailHint: "You sign in with this address and we write to it. To change it, use {change} below.",
  emailChangeLink: "E-mail address",
  save: "Save",
  saving: "Saving...",
} as const;
