import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { UserFacingError } from "../auth/errors";

/** A failure the caller can act on: answered as `{ error }` with its status, never logged as a fault. */
export class ApiError extends HTTPException {
  constructor(status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429, message: string) {
    super(status, { message });
  }
}

export function handleApiError(err: Error, c: Context): Response {
  if (err instanceof UserFacingError) {
    return c.json({ error: err.message, code: err.code, ...(err.fieldErrors ? { fieldErrors: err.fieldErrors } : {}) }, err.status);
  }
  if (err instanceof HTTPException) {
    return c.json({ error: err.message || "Request failed." }, err.status);
  }
  // Unexpected: log once (no request body, no secrets), answer something that leaks nothing.
  console.error(`[api] ${c.req.method} ${new URL(c.req.url).pathname} failed:`, err);
  return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
}
