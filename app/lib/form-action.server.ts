import { data, redirect } from "react-router";
import { readFormBody, type BodyData } from "../../workers/http/body";

export { parseWith } from "../../workers/http/body";
import { errorAnswer } from "../../workers/http/errors";
import { flashCookie } from "../../workers/flash/flash";
import type { FormAnswer } from "./form-answer";
import { toasts } from "./messages";
import type { Toast } from "./toast-types";

type Options = {
  /** The failure toast's title (one of `failureTitles`). */
  failureTitle: string;
  /** Fields whose typed value is sent back when the form is refused (never passwords). */
  keep?: readonly string[];
  /** A name for the log line of an unexpected failure (never the request's data). */
  where: string;
};

function keptValues(body: BodyData, keep: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of keep) {
    const value = body[name];
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/**
 * The one way a page action handles a form: read the body (415/400 for what is not a readable
 * form), run the step, and turn any failure into the contract's answer with the right status.
 * Redirects (success) are thrown or returned by `run` and pass through untouched.
 */
export async function handleForm(
  request: Request,
  options: Options,
  run: (body: BodyData) => Promise<Response | FormAnswer>,
) {
  let body: BodyData = {};
  try {
    body = await readFormBody(request);
    const result = await run(body);
    return result instanceof Response ? result : data<FormAnswer>(result);
  } catch (err) {
    if (err instanceof Response) throw err;
    const { status, body: error, headers } = errorAnswer(err, options.where, request);
    const answer: FormAnswer = {
      // An unexpected failure is the spec's catch-all toast, whatever the form.
      toast: status === 500 ? toasts.unexpected : { kind: "error", title: options.failureTitle, description: error.error },
      code: error.code,
      fieldErrors: error.fieldErrors,
      values: keptValues(body, options.keep ?? []),
    };
    return data(answer, { status, headers });
  }
}

/** A redirect that carries a toast in the flash cookie (and any other cookies, e.g. a session). */
export function redirectWithToast(to: string, toast: Toast, cookies: string[] = []): Response {
  const response = redirect(to, 303);
  for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
  response.headers.append("Set-Cookie", flashCookie(toast));
  // Tell the client router to reload every loader (the header's session state, the toast).
  response.headers.set("X-Remix-Revalidate", "yes");
  return response;
}
