import { useState, type FormEvent } from "react";
import * as v from "valibot";
import { fieldErrorsOf } from "~/lib/validation/fields";

/**
 * Client-side half of a shared valibot schema: on submit, validates the form's values, shows
 * each field's first message and focuses the first invalid field; the server checks again.
 */
export function useValidatedForm<S extends v.GenericSchema>(schema: S) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  function validate(event: FormEvent<HTMLFormElement>): v.InferOutput<S> | null {
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form).entries());
    const result = v.safeParse(schema, values);
    if (result.success) {
      setErrors({});
      return result.output;
    }
    const found = fieldErrorsOf(result.issues);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    return null;
  }

  return { errors, setErrors, validate };
}
