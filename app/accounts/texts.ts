/** The accounts' own texts (the words several domains share stay in app/ui/ui-text.ts). */

import type { Toast } from "~/ui/toasts/toast";
import type { SecurityEventKind } from "./security-log";

/** Field rules of the account's forms (sign-up, password, passkeys, e-mail change). */
export const accountFieldText = {
  passwordBreached: "This password has appeared in a data breach. Please choose another.",
  currentPasswordRequired: "Please enter your current password",
  deleteConfirmationMissing: "Please confirm that you want to delete your account.",
  confirmRequired: "Please confirm your password",
  confirmMismatch: "Passwords don't match",
  resetLinkMissing: "This reset link is invalid.",
  passkeyNameRequired: "Give the passkey a name",
  passkeyNameLong: "The name must be at most 60 characters",
  passkeyNameCharacters: "The name contains characters that are not allowed",
  // Change of e-mail address (app/accounts/email-change.server.ts).
  emailUnchanged: "This is already your e-mail address.",
} as const;

/** The accounts' answers that are not about one field. */
export const accountErrorText = {
  invalidCredentials: "Invalid email or password.",
  emailNotConfirmed:
    "Please confirm your email address before logging in. Check your inbox for the confirmation link, or send a new one.",
  confirmLinkInvalid: "This confirmation link is invalid or has expired. Log in to get a new one.",
  confirmPasswordMismatch: "This password does not match the sign-up for this link.",
  accountLocked: "Too many failed attempts. Try again later or reset your password.",
  currentPasswordWrong: "Your current password is not correct.",
  codeInvalid: "That code is not right. Enter the current 6-digit code, or one of your recovery codes.",
  loginStepExpired: "This sign-in step has expired. Enter your e-mail and password again.",
  twoStepAlreadyOn: "Two-step verification is already on.",
  twoStepNotStarted: "Start again: choose Turn on to get a new QR code.",
  twoStepNotOn: "Two-step verification is not on for this account.",
  passkeyFailed: "That passkey could not be used. Try again, or sign in with your password.",
  passkeyExpired: "That took too long or was already used. Try the passkey again.",
  passkeyUnknown: "This passkey is not registered with ADRIG (it may have been removed). Sign in with your password.",
  passkeyAlreadyAdded: "This passkey is already registered.",
  passkeyLimit: "Your account has as many passkeys as it can hold. Remove one to add another.",
  reauthRequired:
    "Confirm it's you first: enter your password, or use a passkey or an authenticator code, then try again.",
  noPasskeyToConfirm: "This account has no passkey to confirm with. Use your password instead.",
  passkeyRemovalNeedsOlderFactor:
    "To remove this passkey, confirm it's you with this passkey, or with a passkey or authenticator you had before you added it.",
  deleteConfirmationExpired: "The confirmation has expired. Enter your password again to delete your account.",
  resetLinkInvalid: "This reset link is invalid or has expired. Please request a new one.",
  sessionGone: "That session is not signed in any more.",
  signInFirst: "Please log in first.",
  // Change of e-mail address (app/accounts/email-change.server.ts).
  emailChangeTooMany:
    "You have asked to change your e-mail address several times recently. Please try again in an hour.",
  emailChangeLinkInvalid: "This link is invalid, was already used or has expired.",
  emailChangeTaken: "This address is now used by another account, so your address could not be changed to it.",
  emailChangeUndoTaken:
    "Your earlier address is now used by another account, so it could not be put back. Please contact us.",
  passwordAloneRefused:
    "Your account has two-step verification or a passkey, so your password alone cannot confirm it's you. Use a passkey, or your password with a code from your authenticator app (or a recovery code).",
} as const;

/** Success texts that are also answered by the JSON API. */
export const accountSuccessText = {
  signup: "Account created! Please check your email to confirm your account and then login.",
  checkEmail: "If an account exists for that address, we have sent it an e-mail with a link.",
  confirmationResent: "If that account still needs confirming, a new link is on its way.",
  passwordUpdated: "Your password was changed. Log in with your new password.",
} as const;

/** Titles of the account forms' failure toasts (docs/product-spec.md §8). */
export const accountFailureTitles = {
  login: "Login Failed",
  signup: "Signup Failed",
  reset: "Password reset failed",
  confirm: "Confirmation failed",
  signOut: "Error signing out",
} as const;

const CHECK_EMAIL = "Check your email";

/** The toasts of signing in and out and of /account. */
export const accountToasts = {
  loginSuccess: { kind: "success", title: "Login Successful", description: "Welcome back!" },
  signedOut: { kind: "success", title: "Signed out successfully" },
  checkEmail: { kind: "info", title: CHECK_EMAIL, description: accountSuccessText.checkEmail },
  passwordUpdated: { kind: "success", title: "Password updated", description: accountSuccessText.passwordUpdated },
  emailConfirmed: { kind: "success", title: "Email confirmed", description: "Welcome to ADRIG!" },
  profileUpdated: { kind: "success", title: "Profile updated" },
  passwordChanged: { kind: "success", title: "Password changed", description: "Every other session was signed out." },
  twoStepOn: {
    kind: "success",
    title: "Two-step verification is on",
    description: "Keep your recovery codes somewhere safe: they are shown only once.",
  },
  twoStepOff: { kind: "success", title: "Two-step verification is off" },
  passkeyAdded: {
    kind: "success",
    title: "Passkey added",
    description: "Next time, choose Sign in with a passkey.",
  },
  passkeyRenamed: { kind: "success", title: "Passkey renamed" },
  passkeyRemoved: { kind: "success", title: "Passkey removed" },
  identityConfirmed: {
    kind: "success",
    title: "Confirmed",
    description: "For the next 10 minutes you can change your passkeys, two-step verification and recovery codes.",
  },
  recoveryCodesRenewed: {
    kind: "success",
    title: "New recovery codes",
    description: "Save them now: they are shown only once, and your earlier codes no longer work.",
  },
  otherSessionsEnded: { kind: "success", title: "Other sessions signed out" },
  sessionEnded: { kind: "success", title: "Session signed out", description: "That browser is no longer signed in." },
  accountDeleted: { kind: "success", title: "Your account has been deleted" },
  // Change of e-mail address (app/accounts/email-change.server.ts).
  emailChangeRequested: {
    kind: "info",
    title: "Check your new address",
    description:
      "We sent a link to the new address: your address changes when you open it (within 24 hours). Your current address was told.",
  },
} as const satisfies Record<string, Toast>;

/** The security log (/account "Security log", /admin/team "Staff changes"). */
export const securityLogText = {
  title: "Security log",
  intro:
    "The last 50 sign-ins and security changes of your account, newest first, with the browser and the approximate place. Kept for a year. If one was not you, reset your password and check your passkeys and sessions.",
  empty: "Nothing yet.",
  staffTitle: "Staff changes",
  staffIntro: "Who gave or removed admin access, and when. Kept for a year.",
  staffEmpty: "No staff changes yet.",
  unknownActor: "a deleted account",
  // Worded apart from the toasts ("Passkey added", "Password changed"…), which show on the same page.
  kinds: {
    "sign-in-password": "Signed in with the password",
    "sign-in-passkey": "Signed in with a passkey",
    "sign-in-two-step": "Signed in with the password and two-step verification",
    "sign-in-locked": "Sign-in refused: too many failed attempts",
    "passkey-added": "A passkey was added",
    "passkey-removed": "A passkey was removed",
    "two-step-on": "Two-step verification was turned on",
    "two-step-off": "Two-step verification was turned off",
    "recovery-codes": "Recovery codes renewed",
    "password-changed": "The password was changed",
    "password-reset": "The password was reset from an e-mailed link",
    "email-changed": "The e-mail address was changed",
    "email-change-undone": "A change of the e-mail address was undone",
    "other-sessions-ended": "All other sessions were signed out",
    "session-ended": "One session was signed out",
    "data-downloaded": "Your data was downloaded",
    "admin-granted": "Admin access given",
    "admin-revoked": "Admin access removed",
  } satisfies Record<SecurityEventKind, string>,
} as const;

/** The account's pages: their meta (title, description) and what they say around their forms. */
export const accountPageText = {
  account: { metaTitle: "Your Account", metaDescription: "Your ADRIG profile, password, sessions and data." },
  login: {
    metaTitle: "Login",
    metaDescription: "Log in to your ADRIG account.",
    title: (brand: string) => `Login to ${brand}`,
    description: "Enter your credentials to access your account",
  },
  signup: {
    metaTitle: "Create an Account",
    metaDescription: "Create your ADRIG account.",
    title: "Create an Account",
    description: (brand: string) => `Join ${brand} to access exclusive features and services`,
  },
  forgotPassword: {
    metaTitle: "Reset your password",
    metaDescription: "Request a link to reset your ADRIG password.",
    title: "Reset your password",
    description: "Enter your account's email and we will send you a link to choose a new password.",
  },
  resetPassword: {
    metaTitle: "Choose a new password",
    metaDescription: "Set a new password for your ADRIG account.",
    title: "Choose a new password",
    description: "After saving, every device signed in to your account is signed out.",
    expiredTitle: "This link has expired",
    expiredDescription: "Reset links work once and expire after one hour.",
    newLink: "Request a new reset link",
  },
  confirmSignup: {
    metaTitle: "Confirm your e-mail",
    metaDescription: "Confirm the e-mail address of your new ADRIG account.",
    title: "Confirm your e-mail",
    description: "Enter the password you chose when you signed up to activate your account.",
    expiredTitle: "This link has expired",
    expiredDescription: "Confirmation links work once and expire after 24 hours.",
    expiredHint:
      "If you already confirmed your address, just log in. Otherwise sign up again and we will send you a new link.",
    logIn: "Log in",
    signUpAgain: "Sign up again",
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
