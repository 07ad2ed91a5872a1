import { data } from "react-router";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { toasts } from "~/ui/ui-text";
import { type BodyData, readFormBody } from "./body.server";
import { errorAnswer } from "./errors.server";

type Options = {
  /** The failure toast's title (one of `failureTitles`). */
  failureTitle: string;
  /** Fields whose typed value is sent back when the form is refused (never passwords). */
  keep?: readonly string[];
  /** Fields that keep every value they were sent (a form's files), not only the first. */
  lists?: readonly string[];
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
    body = await readFormBody(request, options.lists);
    const result = await run(body);
    return result instanceof Response ? result : data<FormAnswer>(result);
  } catch (err) {
    if (err instanceof Response) throw err;
    const { status, body: error, headers } = errorAnswer(err, options.where, request);
    const answer: FormAnswer = {
      // An unexpected failure is the spec's catch-all toast, whatever the form.
      toast:
        status === 500 ? toasts.unexpected : { kind: "error", title: options.failureTitle, description: error.error },
      code: error.code,
      fieldErrors: error.fieldErrors,
      values: keptValues(body, options.keep ?? []),
    };
    return data(answer, { status, headers });
  }
}
