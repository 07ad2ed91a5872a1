/**
 * The accounts' form rules, refusals, toasts and answers (the words several domains share stay in
 * app/ui/ui-text.ts). A page's own words are in a module of their own, which only the pages that
 * show them load: sign-in-text.ts, email-change-text.ts, security-log-text.ts, two-step-text.ts.
 */

import { LIMITS } from "~/ui/forms/limits";
import type { Toast } from "~/ui/toasts/toast";

/** Field rules of the account's forms (sign-up, password, passkeys, e-mail change). */
export const accountFieldText = {
  passwordBreached: "This password has appeared in a data breach. Please choose another.",
  /** Under a new password's field: its rule (LIMITS.password.min). */
  newPasswordHint: `At least ${LIMITS.password.min} characters.`,
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
  timeZoneSaved: { kind: "success", title: "Time zone saved" },
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
