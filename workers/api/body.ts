import type { Context } from "hono";
import * as v from "valibot";
import { fieldErrorsOf } from "../../app/lib/validation/fields";
import { UserFacingError } from "../auth/errors";

export type BodyKind = "json" | "form";

/**
 * Reads a JSON object or a plain form post. Unknown fields are ignored by the schemas later;
 * malformed JSON and other content types are refused with a reason.
 */
export async function readBody(c: Context): Promise<{ kind: BodyKind; data: Record<string, unknown> }> {
  const type = c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "application/json") {
    let data: unknown;
    try {
      data = await c.req.json();
    } catch {
      throw new UserFacingError(400, "Malformed JSON body.", "malformed_json");
    }
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
      throw new UserFacingError(400, "The request body must be a JSON object.", "malformed_json");
    }
    return { kind: "json", data: data as Record<string, unknown> };
  }
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") {
    const form = await c.req.parseBody();
    const data: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(form)) if (typeof value === "string") data[key] = value;
    return { kind: "form", data };
  }
  throw new UserFacingError(415, "Send the request as JSON or as a form.", "unsupported_media_type");
}

/** Validates with a shared schema; the first message per field is the answer's `fieldErrors`. */
export function parseWith<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const fieldErrors = fieldErrorsOf(result.issues);
  const first = result.issues[0]?.message ?? "Invalid request.";
  throw new UserFacingError(400, first, "validation", fieldErrors);
}
