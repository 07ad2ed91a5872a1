import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { FormAnswer } from "~/ui/forms/form-answer";
import type { FieldCheck, LazySchema } from "~/ui/forms/lazy-schema";
import { notify } from "~/ui/toasts/toast";

type Options = {
  /** The page action the form posts to, e.g. "/login". */
  action: string;
  /** The answer of a plain (no-JavaScript) post, rendered with the page: its errors and values. */
  answer?: FormAnswer | null;
  /** Runs for each answer that came back through the fetcher (after its toast). */
  onAnswer?: (answer: FormAnswer) => void;
  /** A check beyond the schema's, of what the fields' values cannot show (chosen files). */
  checkForm?: (form: HTMLFormElement) => Record<string, string>;
};

/**
 * The browser half of the form contract. The form posts to a React Router action: without
 * JavaScript as a plain post (the page comes back with the answer), with JavaScript through a
 * fetcher after the shared schema passed, showing the answer's toast and field errors. A success
 * usually redirects with a flash toast, which the root shows.
 *
 * The schema loads on first focus or input (lazy-schema.ts), so it is normally there by the
 * time the form is sent; a form sent before that waits for it, then goes through the fetcher.
 */
export function useActionForm(schema: LazySchema | null, { action, answer, onAnswer, checkForm }: Options) {
  const fetcher = useFetcher<FormAnswer>();
  const [errors, setErrors] = useState<Record<string, string>>(answer?.fieldErrors ?? {});
  // A second submit while the first waits for the schema would send the form twice.
  const waiting = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer counts; onAnswer may change identity on every render.
  useEffect(() => {
    const latest = fetcher.data;
    if (!latest) return;
    setErrors(latest.fieldErrors ?? {});
    if (latest.toast) notify(latest.toast);
    onAnswer?.(latest);
  }, [fetcher.data]);

  /** Shows the check's messages and focuses the first invalid field; true when the form may go. */
  function passes(check: FieldCheck, form: HTMLFormElement): boolean {
    const found = { ...check(Object.fromEntries(new FormData(form).entries())), ...checkForm?.(form) };
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    return !first;
  }

  /**
   * Runs `run` with the schema's check: at once when it is loaded, else once it is, or with null
   * when it could not load (offline, a new deploy), since the action checks the same rules and
   * answers with the same messages. A submit while one waits is dropped, not sent twice.
   */
  function withFieldCheck(run: (check: FieldCheck | null) => void) {
    if (!schema) return run(null);
    if (schema.loaded) return run(schema.loaded);
    if (waiting.current) return;
    waiting.current = true;
    schema
      .load()
      .catch(() => null)
      .then((check) => {
        waiting.current = false;
        run(check);
      });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!schema) return;
    const form = event.currentTarget;
    if (schema.loaded) {
      // Passing lets the fetcher send the form; failing keeps it here.
      if (!passes(schema.loaded, form)) event.preventDefault();
      return;
    }
    // Sent before the schema arrived: hold the form, check it, then send it through the fetcher
    // with the button that sent it (its name and value travel as in the fetcher's own submit).
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | HTMLInputElement | null;
    withFieldCheck((check) => {
      if (!check || passes(check, form)) void fetcher.submit(submitter ?? form, { method: "post", action });
    });
  }

  // Starts loading the schema as soon as someone works with the form (focus or input anywhere
  // in it); a failure here is retried by the submit.
  const prime = schema ? () => void schema.load().catch(() => {}) : undefined;

  // Without JavaScript there are no toasts: when the page was rendered from a plain post, its
  // answer (a refusal that is not about one field, or a success that stays on the page) is
  // shown in the form. With JavaScript the same answer is a toast.
  const alert = answer?.toast && !answer.fieldErrors ? answer.toast : null;

  return {
    Form: fetcher.Form,
    fetcher,
    errors,
    setErrors,
    busy: fetcher.state !== "idle",
    values: answer?.values ?? {},
    alert,
    withFieldCheck,
    // The spec's messages, not the browser's bubbles: with JavaScript the shared schema checks
    // before sending, without it the action answers with the same messages in the page.
    formProps: {
      method: "post",
      action,
      onSubmit,
      onFocusCapture: prime,
      onInputCapture: prime,
      noValidate: true,
    } as const,
  };
}
