import { useState, type FormEvent } from "react";
import type * as v from "valibot";
import { postJson, type ApiResult } from "~/lib/api-client";
import { notify } from "~/lib/toast";
import { useHydrated } from "./auth-ui";
import { unexpectedError } from "./messages";
import { useValidatedForm } from "./use-validated-form";

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

/**
 * The account forms' one submit flow: validate with the shared schema, POST the input as JSON,
 * then the success callback, or the server's field errors plus a destructive toast titled
 * `failureTitle`; a request that cannot be made at all is the spec's "An unexpected error occurred".
 * Without JavaScript the same <form> posts to the API directly (see `noValidate`).
 */
export function useApiForm<S extends v.GenericSchema, T = Record<string, unknown>>(
  schema: S,
  options: {
    path: string;
    failureTitle: string;
    onSuccess: (data: T, input: v.InferOutput<S>) => void | Promise<void>;
    onFailure?: (failure: Failure, input: v.InferOutput<S>) => void;
    onBusyChange?: (busy: boolean) => void;
  },
) {
  const { errors, setErrors, validate } = useValidatedForm(schema);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(event);
    if (!input) return;
    const setAllBusy = (value: boolean) => {
      setBusy(value);
      options.onBusyChange?.(value);
    };
    setAllBusy(true);
    try {
      const result = await postJson<T>(options.path, input);
      if (result.ok) {
        await options.onSuccess(result.data, input);
      } else {
        setErrors(result.fieldErrors ?? {});
        options.onFailure?.(result, input);
        notify({ kind: "error", title: options.failureTitle, description: result.error });
      }
    } catch {
      notify(unexpectedError);
    } finally {
      setAllBusy(false);
    }
  }

  /** Spread on the <form>: JSON with JavaScript, a plain post to the same endpoint without. */
  const formProps = { method: "post", action: options.path, onSubmit, noValidate: hydrated } as const;
  return { errors, busy, formProps };
}
