/** The pages of a change of e-mail address's links (/account/email/confirm, /account/email/undo). */
export const emailChangePageText = {
  emailConfirm: {
    metaTitle: "Confirm your new e-mail address",
    metaDescription: "Confirm the new e-mail address of your ADRIG account.",
    title: "Confirm your new e-mail address",
    /** `{email}`: the new address, in bold. */
    ask: "Press the button to use {email} for your ADRIG account from now on. Every other session is signed out.",
    button: "Use this address",
    busy: "Changing...",
    doneTitle: "Your e-mail address was changed",
    done: (email: string | null | undefined) =>
      `From now on, sign in with ${email ?? "your new address"}. Other sessions were signed out; your earlier address was told.`,
    toAccount: "Go to your account",
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
    askGone:
      "A change of your account's address from {old} to {new} was asked for and has been cancelled or replaced since. Undo cancels any change still waiting and signs out every session.",
    button: "Undo the change",
    busy: "Undoing...",
    doneTitle: "The change was undone",
    done: (oldEmail: string | null | undefined) =>
      `Your account's address is ${oldEmail ?? "your earlier one"}, and every session was signed out. If you did not ask for the change, someone may know your password: reset it now.`,
    resetPassword: "Reset your password",
    invalidTitle: "This link no longer works",
    invalid: "Undo links work once, for 7 days.",
    logIn: "Log in",
  },
} as const;
