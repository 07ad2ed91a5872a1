/** The words of /account's "Profile" card (settings/profile.tsx). */
export const profileText = {
  emailLabel: "Email",
  /** `{change}` is the link to the "E-mail address" card, which changes it. */
  emailHint: "You sign in with this address and we write to it. To change it, use {change} below.",
  emailChangeLink: "E-mail address",
  save: "Save",
  saving: "Saving...",
  /** The time zone's form under the name (settings/time-zone.tsx). */
  timeZone: {
    label: "Time zone",
    hint: "Times on your messages, in your security log and in our e-mails to you are shown in this zone; in conversations with us, India Standard Time (IST) is shown beside them.",
    /** The choice while no zone is known: times in IST, as for everyone without one. */
    notSet: "Not set: India Standard Time (IST)",
    save: "Save time zone",
    saving: "Saving...",
    invalid: "Choose a time zone from the list",
  },
} as const;
