// Server modules the newsletter pages' loaders and actions use (kept out of the browser bundle by the name).
export { createDb } from "../../workers/db/client";
export { clientIp } from "../../workers/http/client-ip";
export { subscribersCsv } from "../../workers/newsletter/csv";
export { newsletterDeps } from "../../workers/newsletter/deps";
export {
  confirmSubscription,
  countByStatus,
  isConfirmTokenUsable,
  isUnsubscribeTokenKnown,
  listConfirmed,
  newsletterStatusOf,
  subscribe,
  unsubscribe,
} from "../../workers/newsletter/subscribers";
