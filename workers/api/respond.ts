import type { Context } from "hono";
import { UserFacingError } from "../auth/errors";
import { TOO_MANY_ATTEMPTS } from "../auth/rate-limit";
import { flashCookie, type FlashToast } from "../flash/flash";
import type { BodyKind } from "./body";

/**
 * One answer, two shapes: JSON for the dialogs (fetch), a 303 redirect with a flash toast for
 * plain form posts, so every flow also works without JavaScript.
 */
export type Outcome = {
  json: Record<string, unknown>;
  redirectTo: string;
  toast: FlashToast;
  cookies?: string[];
  status?: 200 | 201 | 202;
};

export function respond(c: Context, kind: BodyKind, outcome: Outcome): Response {
  const headers = new Headers();
  for (const cookie of outcome.cookies ?? []) headers.append("Set-Cookie", cookie);
  if (kind === "json") {
    headers.set("Content-Type", "application/json");
    return new Response(JSON.stringify(outcome.json), { status: outcome.status ?? 200, headers });
  }
  headers.append("Set-Cookie", flashCookie(outcome.toast));
  headers.set("Location", outcome.redirectTo);
  return new Response(null, { status: 303, headers });
}

/** A user-facing failure as `{ error, code, fieldErrors? }`, or as a redirect with an error toast. */
export function respondError(
  c: Context,
  kind: BodyKind,
  err: UserFacingError,
  failure: { redirectTo: string; title: string },
): Response {
  if (kind === "form") {
    const headers = new Headers({ Location: failure.redirectTo });
    headers.append("Set-Cookie", flashCookie({ kind: "error", title: failure.title, description: err.message }));
    return new Response(null, { status: 303, headers });
  }
  const body: Record<string, unknown> = { error: err.message, code: err.code };
  if (err.fieldErrors) body.fieldErrors = err.fieldErrors;
  const headers: Record<string, string> = {};
  if (err.status === 429 || err.message === TOO_MANY_ATTEMPTS) headers["Retry-After"] = "60";
  return c.json(body, err.status, headers);
}
