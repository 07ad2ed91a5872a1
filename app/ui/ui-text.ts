/**
 * Every user-facing text of the forms, in one place: the spec's validation messages and toasts
 * (sections 5 and 8) and the server's own answers. The browser and the Worker import the same
 * strings, so a message cannot drift between the two.
 */

import type { Toast } from "./toasts/toast";

/** Field rules (docs/product-spec.md §5, plus the server-side limits of docs/decisions/009-security-defaults.md). */
export const fieldText = {
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  passwordShort: "Password must be at least 6 characters",
  passwordLong: "Password must be at most 256 characters",
  nameShort: "Name must be at least 2 characters",
  nameLong: "Name must be at most 100 characters",
  nameCharacters: "Name contains characters that are not allowed",
  passwordBreached: "This password has appeared in a data breach. Please choose another.",
  currentPasswordRequired: "Please enter your current password",
  deleteConfirmationMissing: "Please confirm that you want to delete your account.",
  confirmRequired: "Please confirm your password",
  confirmMismatch: "Passwords don't match",
  messageShort: "Message must be at least 10 characters",
  messageLong: "Message must be at most 5000 characters",
  serviceInvalid: "Please choose a service from the list",
  captchaRequired: "Please complete the CAPTCHA challenge",
  resetLinkMissing: "This reset link is invalid.",
  replyShort: "Reply must be at least 10 characters",
  replyLong: "Reply must be at most 5000 characters",
  deleteNotConfirmed: "Confirm the deletion first.",
  issueSubjectShort: "Subject must be at least 5 characters",
  issueSubjectLong: "Subject must be at most 150 characters",
  issuePreviewLong: "Preview text must be at most 200 characters",
  issueBodyRequired: "Write the text of the issue",
  issueBodyLong: "The text must be at most 20000 characters",
  issueLinkUnsafe: "Links must start with https://, http:// or / (a page of this site)",
  passkeyNameRequired: "Give the passkey a name",
  passkeyNameLong: "The name must be at most 60 characters",
  passkeyNameCharacters: "The name contains characters that are not allowed",
  displayNameRequired: "Display name must be at least 2 characters",
  displayNameLong: "Display name must be at most 60 characters",
  signatureLong: "Signature must be at most 500 characters",
  signatureInvalid: "Signature contains characters that are not allowed",
  noteShort: "Note must be at least 2 characters",
  noteLong: "Note must be at most 5000 characters",
  savedReplyNameShort: "Name must be at least 2 characters",
  savedReplyNameLong: "Name must be at most 60 characters",
  savedReplyBodyShort: "Text must be at least 10 characters",
  assigneeInvalid: "Choose a member of the team",
  composeExpired: "This form has expired. Reload the page and send again: your text is kept.",
  // Change of e-mail address (app/accounts/email-change.server.ts).
  emailUnchanged: "This is already your e-mail address.",
} as const;

/** Answers of the server that are not about one field. */
export const errorText = {
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
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  captchaFailed: "The security check failed. Please complete the CAPTCHA challenge again.",
  captchaReused: "This security check was already used. Please complete the CAPTCHA challenge again.",
  crossOrigin: "Cross-origin requests are not allowed.",
  bodyTooLarge: "Request body is too large (limit 32 KB).",
  unsupportedMediaType: "Send the request as JSON or as a form.",
  unsupportedFormType: "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
  malformedJson: "Malformed JSON body.",
  notAnObject: "The request body must be a JSON object.",
  malformedForm: "The form data could not be read.",
  invalidEncoding: "The request body is not valid UTF-8.",
  invalidRequest: "Invalid request.",
  notFound: "Not found.",
  sessionGone: "That session is not signed in any more.",
  loginRequired: "Please log in to see your messages.",
  signInFirst: "Please log in first.",
  unexpected: "An unexpected error occurred",
  serviceUnavailable: "The service is temporarily unavailable. Please try again shortly.",
  mailQueueUnavailable: "We could not send the e-mail right now. Please try again in a few minutes.",
  loadMessagesFailed: "Failed to load messages",
  securityScriptFailed: "Failed to load security check. Please refresh the page.",
  conversationGone: "This message no longer exists.",
  issueGone: "This issue no longer exists.",
  issueNotSending: "This issue is not being sent.",
  issueFrozen: "This issue is being sent or was sent, so it can no longer change.",
  sendNotConfirmed: "Confirm the sending first.",
  answerBeforeReply: "You can answer here once we have replied to your message.",
  tooManyAnswers:
    "You have sent many replies to this conversation in the last hour. Please wait a while and try again.",
  noConfirmedAccount: "No confirmed account uses this e-mail address.",
  cannotRevokeSelf: "You cannot remove your own admin role. Ask another admin to do it.",
  notAnAdmin: "This account is not an admin.",
  savedReplyNameTaken: "A saved reply with this name exists already.",
  savedReplyGone: "This saved reply no longer exists.",
  replyNotMailed:
    "The reply was saved and shows in the sender's messages on the contact page, but the e-mail to them could not be sent.",
  // Change of e-mail address (app/accounts/email-change.server.ts).
  emailChangeTooMany:
    "You have asked to change your e-mail address several times recently. Please try again in an hour.",
  emailChangeLinkInvalid: "This link is invalid, was already used or has expired.",
  emailChangeTaken: "This address is now used by another account, so your address could not be changed to it.",
  emailChangeUndoTaken:
    "Your earlier address is now used by another account, so it could not be put back. Please contact us.",
} as const;

/** Success texts that are also answered by the JSON API. */
export const successText = {
  signup: "Account created! Please check your email to confirm your account and then login.",
  checkEmail: "If an account exists for that address, we have sent it an e-mail with a link.",
  confirmationResent: "If that account still needs confirming, a new link is on its way.",
  passwordUpdated: "Your password was changed. Log in with your new password.",
  visitorMessage: "Message submitted successfully",
  userMessage: "Your message has been sent",
} as const;

/** Titles of the form failures' toasts (docs/product-spec.md §8). */
export const failureTitles = {
  login: "Login Failed",
  signup: "Signup Failed",
  generic: "Error",
  reset: "Password reset failed",
  confirm: "Confirmation failed",
  signOut: "Error signing out",
  // Any refused step of the staff pages (inbox, team, newsletter issues).
  staff: "Could not do that",
} as const;

const SUCCESS = "Success!";
const CHECK_EMAIL = "Check your email";

/** The toasts themselves. */
export const toasts = {
  loginSuccess: { kind: "success", title: "Login Successful", description: "Welcome back!" },
  signedOut: { kind: "success", title: "Signed out successfully" },
  checkEmail: { kind: "info", title: CHECK_EMAIL, description: successText.checkEmail },
  passwordUpdated: { kind: "success", title: "Password updated", description: successText.passwordUpdated },
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
  visitorMessageSent: { kind: "success", title: SUCCESS, description: successText.visitorMessage },
  userMessageSent: { kind: "success", title: SUCCESS, description: successText.userMessage },
  unexpected: { kind: "error", title: failureTitles.generic, description: errorText.unexpected },
  loadMessagesFailed: { kind: "error", title: failureTitles.generic, description: errorText.loadMessagesFailed },
  securityError: { kind: "error", title: "Security Error", description: errorText.securityScriptFailed },
  linkCopied: { kind: "success", title: "Link copied", description: "The article's address is on your clipboard." },
  linkNotCopied: (url: string): Toast => ({
    kind: "error",
    title: "Could not copy the link",
    description: `Copy it by hand: ${url}`,
  }),
  answerSent: {
    kind: "success",
    title: "Reply sent",
    description: "Your reply was added to the conversation. We will answer here and by e-mail.",
  },
  conversationClosed: { kind: "success", title: "Conversation closed" },
  issueSaved: { kind: "success", title: "Draft saved" },
  issueTestSent: (email: string): Toast => ({
    kind: "success",
    title: "Test sent",
    description: `The issue was mailed to ${email}, marked [Test].`,
  }),
  issueSending: {
    kind: "success",
    title: "Sending started",
    description: "The issue goes out in batches; this page shows the progress.",
  },
  issueRetried: { kind: "success", title: "Queued again", description: "The failed deliveries are being sent again." },
  issueResumed: {
    kind: "success",
    title: "Sending resumed",
    description: "What was still waiting is queued again; nobody gets the issue twice.",
  },
  conversationReopened: { kind: "success", title: "Conversation reopened" },
  replySent: {
    kind: "success",
    title: "Reply sent",
    description: "The sender was e-mailed, and the reply shows in their messages.",
  },
  markedVerified: {
    kind: "success",
    title: "Marked as verified",
    description: "The message now counts as new and shows in its sender's messages.",
  },
  conversationDeleted: { kind: "success", title: "Message deleted" },
  noteAdded: { kind: "success", title: "Note added", description: "Only staff see it." },
  assigned: { kind: "success", title: "Assigned", description: "The client's next answer goes to the assignee." },
  unassigned: { kind: "success", title: "Unassigned", description: "The client's next answer goes to the team inbox." },
  profileSaved: { kind: "success", title: "Signature saved", description: "Your next replies are signed this way." },
  savedReplyCreated: { kind: "success", title: "Saved reply added" },
  savedReplyUpdated: { kind: "success", title: "Saved reply updated" },
  savedReplyDeleted: { kind: "success", title: "Saved reply deleted" },
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
  // Change of e-mail address (app/accounts/email-change.server.ts).
  emailChangeRequested: {
    kind: "info",
    title: "Check your new address",
    description:
      "We sent a link to the new address: your address changes when you open it (within 24 hours). Your current address was told.",
  },
} as const satisfies Record<string, Toast | ((name: string) => Toast)>;

/**
 * "Confirm it's you" where the account has a second factor, and changes to the staff team
 * (docs/accounts-and-security.md).
 */
export const secondFactorText = {
  passwordAloneRefused:
    "Your account has two-step verification or a passkey, so your password alone cannot confirm it's you. Use a passkey, or your password with a code from your authenticator app (or a recovery code).",
  lastAdmin: "This is the last admin. Add another admin before removing this one.",
  staffConfirmed: {
    kind: "success",
    title: "Confirmed",
    description: "For the next 10 minutes you can add and remove admins.",
  },
} as const satisfies Record<string, string | Toast>;
