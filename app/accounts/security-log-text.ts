/**
 * The security log (/account "Security log", /admin/team "Staff changes"). The keys of `kinds` are
 * the kinds of event (app/accounts/security-log.ts): a new kind is one more label here. No `~/`
 * import: drizzle-kit reads this through schema.server.ts.
 */
export const securityLogText = {
  title: "Security log",
  intro:
    "Your account's security changes and sign-ins, newest first, with the browser and the approximate place. Kept for a year. If one was not you, reset your password and check your passkeys and sessions.",
  changesTitle: "Security changes",
  changesIntro:
    "Every change of the last year to your passkeys, two-step verification, recovery codes, e-mail address, password, sessions and admin access.",
  activityTitle: "Sign-ins and downloads",
  activityIntro: "The last 50; repeats from one browser within an hour are one line.",
  empty: "Nothing yet.",
  /** A routine entry that happened more than once within its hour. */
  repeated: (times: number) => `(${times} times)`,
  staffTitle: "Staff changes",
  staffIntro: "Who gave or removed admin access, and when. Kept for a year.",
  staffEmpty: "No staff changes yet.",
  unknownActor: "a deleted account",
  // Worded apart from the toasts ("Passkey added", "Password changed"…), which show on the same page.
  kinds: {
    "sign-in-password": "Signed in with the password",
    "sign-in-passkey": "Signed in with a passkey",
    "sign-in-two-step": "Signed in with the password and two-step verification",
    /** A password sign-in refused because the address is locked (login-lock.ts): once per lock. */
    "sign-in-locked": "Sign-in refused: too many failed attempts",
    "passkey-added": "A passkey was added",
    "passkey-removed": "A passkey was removed",
    "two-step-on": "Two-step verification was turned on",
    "two-step-off": "Two-step verification was turned off",
    "recovery-codes": "Recovery codes renewed",
    "password-changed": "The password was changed",
    "password-reset": "The password was reset from an e-mailed link",
    /** Its detail is the new address masked ("n…@example.com"): it was not proven, and may be a stranger's. */
    "email-change-requested": "A change of the e-mail address was asked for",
    "email-changed": "The e-mail address was changed",
    /** A change of e-mail address undone from the link mailed to the old address. */
    "email-change-undone": "A change of the e-mail address was undone",
    /** The undo link of a change the address has moved on from (a → b → c): every session ended, no address put back. */
    "email-change-undo-signed-out":
      "Every session was signed out from the undo link of an earlier change of the e-mail address",
    "other-sessions-ended": "All other sessions were signed out",
    "session-ended": "One session was signed out",
    "data-downloaded": "Your data was downloaded",
    /** Staff events: `actor` is who made the change, the event's account is the one it concerns. */
    "admin-granted": "Admin access given",
    "admin-revoked": "Admin access removed",
  },
} as const;

/**
 * The words of a security change made through makeConfirmedChange
 * (app/accounts/security-settings.server.ts): `mail`, what changed as the owner's mail tells it (a
 * sentence without its full stop), and `toast`, the page's answer.
 */
export const securityChangeText = {
  recoveryCodes: {
    mail: "New recovery codes were made for your account; the earlier ones no longer work",
    toast: {
      kind: "success",
      title: "New recovery codes",
      description: "Save them now: they are shown only once, and your earlier codes no longer work.",
    },
  },
} as const;
