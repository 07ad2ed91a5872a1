// Server modules the contact page's loader and action use (kept out of the browser bundle by the name).
export { createDb } from "../../workers/db/client";
export { contactDeps } from "../../workers/contact/deps";
export { listVisibleMessages, sendContactMessage, toVisibleMessage } from "../../workers/contact/messages";
