// Server modules the contact page's loader uses (kept out of the browser bundle by the name).
export { createDb } from "../../workers/db/client";
export { listVisibleMessages, toVisibleMessage } from "../../workers/contact/messages";
