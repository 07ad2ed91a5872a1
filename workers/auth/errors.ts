/**
 * A failure the person can act on, with the HTTP status and the message to show. API handlers
 * answer it as `{ error, fieldErrors? }`; page actions render it next to the form.
 */
export class UserFacingError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
    message: string,
    readonly code: string = "invalid",
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = "UserFacingError";
  }
}
