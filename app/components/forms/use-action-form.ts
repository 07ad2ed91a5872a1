import { useEffect, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import * as v from "valibot";
import type { FormAnswer } from "~/lib/form-answer";
import { notify } from "~/lib/toast";
import { fieldErrorsOf } from "~/lib/validation/fields";

type Options = {
  /** The page action the form posts to, e.g. "/login". */
  action: string;
  /** The answer of a plain (no-JavaScript) post, rendered with the page: its errors and values. */
  answer?: FormAnswer | null;
  /** Runs for each answer that came back through the fetcher (after its toast). */
  onAnswer?: (answer: FormAnswer) => void;
};

/**
 * The browser half of the form contract. The form posts to a React Router action: without
 * JavaScript as a plain post (the page comes back with the answer), with JavaScript through a
 * fetcher after the shared schema passed, showing the answer's toast and field errors. A success
 * usually redirects with a flash toast, which the root shows.
 */
export function useActionForm<S extends v.GenericSchema>(schema: S | null, { action, answer, onAnswer }: Options) {
  const fetcher = useFetcher<FormAnswer>();
  const [errors, setErrors] = useState<Record<string, string>>(answer?.fieldErrors ?? {});

  useEffect(() => {
    const latest = fetcher.data;
    if (!latest) return;
    setErrors(latest.fieldErrors ?? {});
    if (latest.toast) notify(latest.toast);
    onAnswer?.(latest);
    // Only a new answer counts; onAnswer may change identity on every render.
  }, [fetcher.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!schema) return;
    const form = event.currentTarget;
    const result = v.safeParse(schema, Object.fromEntries(new FormData(form).entries()));
    if (result.success) {
      setErrors({});
      return;
    }
    event.preventDefault();
    const found = fieldErrorsOf(result.issues);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  }

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
    // The spec's messages, not the browser's bubbles: with JavaScript the shared schema checks
    // before sending, without it the action answers with the same messages in the page.
    formProps: { method: "post", action, onSubmit, noValidate: true } as const,
  };
}
