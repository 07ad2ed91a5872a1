// Server modules the account pages' loaders and actions use (kept out of the browser bundle by the name).
export { logIn, requestPasswordReset, resendConfirmation, resetPassword, signUp } from "../../workers/auth/accounts";
export { accountDeps } from "../../workers/auth/deps";
export { isEmailTokenUsable } from "../../workers/auth/email-tokens";
export { clearedSessionCookie, invalidateSession, sessionConfig, signedInCookie } from "../../workers/auth/session";
export { createDb } from "../../workers/db/client";
export { clientIp } from "../../workers/http/client-ip";
export { listOutbox } from "../../workers/mail/outbox";
