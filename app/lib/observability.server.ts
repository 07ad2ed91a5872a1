// Server modules the entry and loaders use for failures (kept out of the browser bundle by the name).
export { isDatabaseFailure } from "../../workers/db/failures";
export { errorName, logEvent, logRequestFailure } from "../../workers/observability/log";
