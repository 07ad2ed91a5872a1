// Server modules the account pages' loaders use (kept out of the browser bundle by the name).
export { isEmailTokenUsable } from "../../workers/auth/email-tokens";
export { createDb } from "../../workers/db/client";
export { listOutbox } from "../../workers/mail/outbox";
