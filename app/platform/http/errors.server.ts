import { isDatabaseFailure } from "~/platform/db/failures.server";
import { errorName, logEvent, logRequestFailure, requestIdOf } from "~/platform/log.server";
import { MailQueueUnavailableError } from "~/platform/mail/queue.server";
import { errorText } from "~/ui/ui-text";

export type ClientErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/**
 * A failure the person can act on, with the HTTP status and the message to show. The JSON API
 * answers it as `{ error, code, fieldErrors? }`; page actions show it next to the form.
 */
export class UserFacingError extends Error {
  constructor(
    readonly status: ClientErrorStatus,
    message: string,
    readonly code: string = "invalid",
    readonly fieldErrors?: Record<string, string>,
    /** For a 429: when to try again, if not the limiters' minute. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "UserFacingError";
  }
}

/** Seconds a client waits after a 429: the limiters count in windows of a minute. */
const RETRY_AFTER_SECONDS = 60;

/** Seconds a client waits after a 503 of D1 or the mail queue: such outages are short. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

export type ErrorAnswer = {
  status: ClientErrorStatus | 500 | 503;
  body: { error: string; code?: string; fieldErrors?: Record<string, string> };
  headers: Record<string, string>;
};

/**
 * The one place an error becomes an answer, for the API and the page actions alike: a
 * user-facing failure keeps its status and text (429 always with Retry-After); anything else is
 * logged once as a structured line without the request's data (workers/observability) and
 * answered with a text that leaks nothing. D1 or the mail queue failing is the platform's
 * outage, not a bug: 503, try again shortly.
 */
export function errorAnswer(err: unknown, where: string, request?: Request): ErrorAnswer {
  if (err instanceof UserFacingError) {
    const body: ErrorAnswer["body"] = { error: err.message, code: err.code };
    if (err.fieldErrors) body.fieldErrors = err.fieldErrors;
    const headers: Record<string, string> =
      err.status === 429 ? { "Retry-After": String(err.retryAfterSeconds ?? RETRY_AFTER_SECONDS) } : {};
    return { status: err.status, body, headers };
  }
  const queueDown = err instanceof MailQueueUnavailableError;
  const status = queueDown || isDatabaseFailure(err) ? 503 : 500;
  const headers: Record<string, string> = {};
  if (request) {
    const requestId = requestIdOf(request);
    logRequestFailure(request, status, err, requestId);
    headers["X-Request-Id"] = requestId;
  } else {
    logEvent("error", "request_failed", { where, status, error: errorName(err) });
  }
  if (status === 500) return { status, body: { error: errorText.unexpected }, headers };
  headers["Retry-After"] = String(OUTAGE_RETRY_AFTER_SECONDS);
  return {
    status,
    body: { error: queueDown ? errorText.mailQueueUnavailable : errorText.serviceUnavailable },
    headers,
  };
}

/** `errorAnswer` as a JSON response. */
export function errorResponse(err: unknown, where: string, request?: Request): Response {
  const { status, body, headers } = errorAnswer(err, where, request);
  return Response.json(body, { status, headers });
}
