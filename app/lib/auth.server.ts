// Server modules the account pages' loaders and actions use (kept out of the browser bundle by the name).
export { logIn, requestPasswordReset, resetPassword } from "../../workers/auth/accounts";
export {
  changePassword,
  deleteAccount,
  exportAccountData,
  listUserSessions,
  signOutOtherSessions,
  startAccountDeletion,
  updateName,
} from "../../workers/auth/account-settings";
export { confirmSignup, findPendingSignup, resendConfirmation, signUp } from "../../workers/auth/signups";
export { accountDeps } from "../../workers/auth/deps";
export { isEmailTokenUsable } from "../../workers/auth/email-tokens";
export { clearedSessionCookie, invalidateSession, sessionConfig, signedInCookie } from "../../workers/auth/session";
export { createDb } from "../../workers/db/client";
export { clientIp } from "../../workers/http/client-ip";
export { isOutboxVisible, listOutbox } from "../../workers/mail/outbox";
