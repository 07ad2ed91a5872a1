/** The words of /account's section menu (components/account-menu.tsx), by section id. */
export const accountMenuText = {
  label: "Account sections",
  sections: {
    profile: "Profile",
    signature: "Your signature",
    email: "E-mail address",
    password: "Password",
    security: "Confirm it's you",
    "two-step": "Two-step verification",
    passkeys: "Passkeys",
    sessions: "Sessions",
    "security-log": "Security log",
    data: "Your data",
    delete: "Delete account",
  },
} as const;

export type AccountSectionId = keyof typeof accountMenuText.sections;
