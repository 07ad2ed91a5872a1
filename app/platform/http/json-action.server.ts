import { errorResponse } from "./errors.server";

/** Answers of the staff editor's own endpoints are per person and never stored. */
const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * The answer of a resource route that a page's script calls (the newsletter editor's autosave,
 * preview and upload): `run`'s value as JSON, or its failure as `{ error, code, fieldErrors }`
 * with the status the API would give it (errors.ts). Call the guards before this, so their
 * redirects and 404s stay what they are.
 */
export async function jsonAction(request: Request, where: string, run: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await run();
    return result instanceof Response ? result : Response.json(result, { headers: PRIVATE });
  } catch (err) {
    if (err instanceof Response) throw err;
    const response = errorResponse(err, where, request);
    response.headers.set("Cache-Control", PRIVATE["Cache-Control"]);
    return response;
  }
}

/** Whether the request was made by a page's script asking for JSON (not a plain form post). */
export function wantsJson(request: Request): boolean {
  return (request.headers.get("Accept") ?? "").includes("application/json");
}
