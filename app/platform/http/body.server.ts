import * as v from "valibot";
import { fieldErrorsOf } from "~/ui/forms/check";
import { errorText } from "~/ui/ui-text";
import { DEFAULT_BODY_LIMIT } from "./body-limit";
import { UserFacingError } from "./errors.server";

export type BodyKind = "json" | "form";
export type BodyData = Record<string, unknown>;

/**
 * A body that went past its limit while it was being read (one that did not declare its length),
 * with the 413's text for its route. It is a user-facing 413 itself, so whichever reader meets it
 * (text, form, multipart, JSON) answers 413, never a 500 (a chunked urlencoded
 * body used to surface from `arrayBuffer()` as an unknown error).
 */
class BodyTooLarge extends UserFacingError {
  constructor(message: string) {
    super(413, message, "body_too_large");
    this.name = "BodyTooLarge";
  }
}

/** Bodies up to this are read into memory before anything runs; larger limits are counted as read. */
const BUFFERED_MAX = 4 * 1024 * 1024;

/**
 * The request with its body held to `limit`, or null when it declares more. A small limit's body
 * is read at once (bufferLimitedBody); a large one (files) is not held twice in memory but
 * counted as the action reads it, failing with BodyTooLarge (a 413) past the limit.
 */
export async function limitedBody<R extends Request>(
  request: R,
  limit: number,
  tooLargeText: string = DEFAULT_BODY_LIMIT.tooLargeText,
): Promise<R | null> {
  if (limit <= BUFFERED_MAX) return bufferLimitedBody(request, limit);
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) return null;
  if (!request.body) return request;
  let size = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > limit) controller.error(new BodyTooLarge(tooLargeText));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Request(request, { body: counted }) as unknown as R;
}

/**
 * Reads a state-changing request's body into memory, stopping as soon as it passes the limit
 * (so a huge or endless body costs nothing). Returns the same request with the bytes attached,
 * or null when the body is too large.
 */
async function bufferLimitedBody<R extends Request>(request: R, limit: number): Promise<R | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) return null;
  if (!request.body) return request;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new Request(request, { body: bytes }) as unknown as R;
}

function mediaType(request: Request): string {
  return request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
}

async function utf8Text(request: Pick<Request, "arrayBuffer">): Promise<string> {
  let bytes: ArrayBuffer;
  try {
    bytes = await request.arrayBuffer();
  } catch (err) {
    if (err instanceof BodyTooLarge) throw err;
    throw new UserFacingError(400, errorText.malformedForm, "malformed_body");
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new UserFacingError(400, errorText.invalidEncoding, "invalid_encoding");
  }
}

/**
 * Form fields as strings; a file where text belongs stays a non-string, so its field's rule fails.
 * A field the caller names in `lists` keeps every part it was sent (a list: the files of a
 * conversation's forms, checked by its files module); any other field its first.
 */
function formFields(entries: Iterable<[string, FormDataEntryValue]>, lists: readonly string[]): BodyData {
  const data: BodyData = {};
  const listed = new Map<string, FormDataEntryValue[]>();
  for (const [key, value] of entries) {
    if (lists.includes(key)) listed.set(key, [...(listed.get(key) ?? []), value]);
    else if (!(key in data)) data[key] = value;
  }
  for (const [key, values] of listed) data[key] = values;
  return data;
}

/** Like URLSearchParams, but a percent-escape that is not UTF-8 is refused instead of replaced. */
function urlencodedPairs(text: string): [string, string][] {
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part.replace(/\+/g, " "));
    } catch {
      throw new UserFacingError(400, errorText.invalidEncoding, "invalid_encoding");
    }
  };
  return text
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const eqAt = pair.indexOf("=");
      return eqAt < 0 ? [decode(pair), ""] : [decode(pair.slice(0, eqAt)), decode(pair.slice(eqAt + 1))];
    });
}

/**
 * A multipart body's parts. Its files are bytes, not text, so the body is not checked as UTF-8 as
 * a whole; its text fields are, by the parser, which writes U+FFFD for what is not UTF-8: a field
 * holding one is refused as a body that is not UTF-8 would be.
 */
async function multipartFields(request: Request, lists: readonly string[]): Promise<BodyData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch (err) {
    if (err instanceof BodyTooLarge) throw err;
    throw new UserFacingError(400, errorText.malformedForm, "malformed_form");
  }
  for (const [key, value] of form) {
    if ((typeof value === "string" && value.includes("\uFFFD")) || key.includes("\uFFFD"))
      throw new UserFacingError(400, errorText.invalidEncoding, "invalid_encoding");
  }
  return formFields(form, lists);
}

async function readForm(request: Request, type: string, lists: readonly string[]): Promise<BodyData> {
  if (type === "multipart/form-data") return multipartFields(request, lists);
  return formFields(urlencodedPairs(await utf8Text(request)), lists);
}

/**
 * A page action's form post (urlencoded or multipart). Anything else answers 415; a body that
 * is not UTF-8 or a broken multipart body answers 400, never a 5xx. The fields named in `lists`
 * keep every value they were sent.
 */
export async function readFormBody(request: Request, lists: readonly string[] = []): Promise<BodyData> {
  const type = mediaType(request);
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data")
    return readForm(request, type, lists);
  throw new UserFacingError(415, errorText.unsupportedFormType, "unsupported_media_type");
}

/**
 * A multipart form with files (the image upload): its fields, files kept as `File`. It is not
 * read as text first, as other forms are: a file's bytes are not UTF-8. Anything else is 415, a
 * broken body 400.
 */
export async function readMultipartBody(request: Request): Promise<BodyData> {
  if (mediaType(request) !== "multipart/form-data") {
    throw new UserFacingError(415, errorText.unsupportedFormType, "unsupported_media_type");
  }
  return multipartFields(request, []);
}

/**
 * An API body: a JSON object or a form post (the fields named in `lists` keep every value). Unknown
 * fields are ignored later by the schemas.
 */
export async function readBody(
  request: Request,
  lists: readonly string[] = [],
): Promise<{ kind: BodyKind; data: BodyData }> {
  const type = mediaType(request);
  if (type === "application/json") {
    let data: unknown;
    try {
      data = JSON.parse(await utf8Text(request));
    } catch (err) {
      if (err instanceof UserFacingError) throw err;
      throw new UserFacingError(400, errorText.malformedJson, "malformed_json");
    }
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
      throw new UserFacingError(400, errorText.notAnObject, "malformed_json");
    }
    return { kind: "json", data: data as BodyData };
  }
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") {
    return { kind: "form", data: await readForm(request, type, lists) };
  }
  throw new UserFacingError(415, errorText.unsupportedMediaType, "unsupported_media_type");
}

/** Validates with a shared schema; the first message per field is the answer's `fieldErrors`. */
export function parseWith<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const first = result.issues[0]?.message ?? errorText.invalidRequest;
  throw new UserFacingError(400, first, "validation", fieldErrorsOf(result.issues));
}
