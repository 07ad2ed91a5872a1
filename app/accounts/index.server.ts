/**
 * The accounts domain's server entry: the operations and dependencies other parts of the app
 * call (docs/architecture.md, "Entries"). Only what they use is here.
 */
export { accountDeps } from "./deps.server";
export { deviceOf, signInCookies } from "./devices.server";
export {
  completeEmailChange,
  findEmailChangeToComplete,
  findEmailChangeToUndo,
  undoEmailChange,
  undoState,
} from "./email-change-links.server";
export { isEmailTokenUsable } from "./email-tokens.server";
export type { GuardArgs } from "./guards.server";
export { requireAnonymous, requireUser } from "./guards.server";
export { logIn, logInWithCode } from "./login.server";
export {
  passkeyConfirmOptions,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  relyingPartyOf,
  signInWithPasskey,
} from "./passkeys.server";
export { requestPasswordReset, resetPassword } from "./password-reset.server";
export type { AddressFollower, PersonalDataPart } from "./personal-data.server";
export { confirmIdentityFromForm, confirmIdentityState, requireRecentReauth } from "./reauthentication.server";
export type { RequestSession } from "./request-session.server";
export { readRequestSession, toSessionUser } from "./request-session.server";
export { accountRetentionRules } from "./retention.server";
export type { User } from "./schema.server";
export { users } from "./schema.server";
export { listStaffEvents, securityEventInsertSelect } from "./security-log.server";
export { sendGatheredNotices } from "./security-notices.server";
export type { Reauth } from "./session.server";
export { clearedSessionCookie, invalidateSession, isUnsafeSessionSecret, sessionConfig } from "./session.server";
export { getSession, sessionContext } from "./session-context.server";
export type { SettingsLoadContext, SettingsSection } from "./settings/context.server";
export { downloadAccountData } from "./settings/data.server";
export { dispatchAccountIntent, loadAccountSections } from "./settings/index.server";
export { loginActions, signupActions } from "./sign-in-actions.server";
export { confirmSignup, findPendingSignup, resendConfirmation, signUp } from "./signups.server";
export { browserTimeZone, rememberTimeZone } from "./time-zone.server";
