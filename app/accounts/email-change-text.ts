/** The pages of a change of e-mail address's links (/account/email/confirm, /account/email/undo). */
export const emailChangePageText = {
  /** /account's "E-mail address", after an undo: what was added since the change was asked for. */
  undone: {
    /** `{new}`: the address the change was to, `{asked}` and `{undone}`: times. */
    intro: "A change of your address to {new}, asked for on {asked}, was undone on {undone}.",
    added:
      "These ways of signing in were added since that change was asked for. If you did not add them, remove them below (Passkeys, Two-step verification) and reset your password:",
    addedTitle: "Added since the change was asked for",
    none: "No passkey, two-step verification or recovery codes were added since that change was asked for.",
  },
  emailConfirm: {
    metaTitle: "Confirm your new e-mail address",
    metaDescription: "Confirm the new e-mail address of your ADRIG account.",
    title: "Confirm your new e-mail address",
    /** `{email}`: the new address, in bold. */
    ask: "Press the button to use {email} for your ADRIG account from now on. Every other session is signed out.",
    button: "Use this address",
    busy: "Changing...",
    doneTitle: "Your e-mail address was changed",
    /** The browser that asked for the change confirmed it: it stays signed in. */
    done: (email: string | null | undefined) =>
      `From now on, sign in with ${email ?? "your new address"}. This browser stays signed in; every other session was signed out, and your earlier address was told.`,
    toAccount: "Go to your account",
    /**
     * Confirmed in another browser than the one that asked: every session but that one ended,
     * this browser's too (if it had one), so it says so and leads to the login.
     */
    doneElsewhere: (email: string | null | undefined) =>
      `From now on, sign in with ${email ?? "your new address"}. Only the session that asked for the change stays signed in: this browser is signed out, so log in here with your new address. Your earlier address was told.`,
    logIn: "Log in with your new address",
    invalidTitle: "This link no longer works",
    invalid:
      "Links to confirm a new address work once and expire after 24 hours; ask for a new one on your account page.",
  },
  emailUndo: {
    metaTitle: "Undo the change of your e-mail address",
    metaDescription: "Undo a change of the e-mail address of your ADRIG account.",
    title: "Undo the change of your e-mail address",
    /** `{old}` and `{new}`: the two addresses, in bold. */
    askMade:
      "Your account's address was changed from {old} to {new}. Undo puts {old} back and signs out every session.",
    askWaiting:
      "Your account's address is being changed from {old} to {new}. Undo cancels the change and signs out every session.",
    askMovedOn:
      "Your account's address was changed from {old} to {new}, and has been changed again since. Undo can no longer put {old} back: it signs out every session.",
    askGone:
      "A change of your account's address from {old} to {new} was asked for and has been cancelled or replaced since. Undo cancels any change still waiting and signs out every session.",
    button: "Undo the change",
    busy: "Undoing...",
    doneTitle: "The change was undone",
    done: (oldEmail: string | null | undefined) =>
      `Your account's address is ${oldEmail ?? "your earlier one"}, and every session was signed out. If you did not ask for the change, someone may know your password: reset it now.`,
    resetPassword: "Reset your password",
    signedOutTitle: "Every session was signed out",
    signedOut: (oldEmail: string | null | undefined) =>
      `Your account's address has been changed again since this change, so ${oldEmail ?? "your earlier address"} was not put back; every session was signed out. If you did not make these changes, contact us and we will help you back into your account.`,
    contactUs: "Contact us",
    invalidTitle: "This link no longer works",
    invalid: "Undo links work once, for 7 days.",
    logIn: "Log in",
  },
} as const;
