// Server modules the admin pages' loaders and actions use (kept out of the browser bundle by the name).
export { inboxDeps } from "../../workers/inbox/deps";
export { getInboxMessage, listInbox, readInboxQuery } from "../../workers/inbox/list";
export { deleteUnverifiedMessage, markMessageVerified, replyToMessage } from "../../workers/inbox/answer";
export { grantAdmin, listAdmins, revokeAdmin } from "../../workers/inbox/team";
