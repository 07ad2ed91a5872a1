import { useState, type FormEvent } from "react";
import { SubmitButton, TextField } from "~/components/ui/form-field";
import { postJson } from "~/lib/api-client";
import { notify } from "~/lib/toast";
import { emailOnlySchema } from "~/lib/validation/auth";
import { useHydrated } from "./auth-ui";
import { unexpectedError } from "./messages";
import { useValidatedForm } from "./use-validated-form";

/** Asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const { errors, setErrors, validate } = useValidatedForm(emailOnlySchema);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(event);
    if (!input) return;
    setBusy(true);
    try {
      const result = await postJson<{ message: string }>("/api/auth/password/forgot", input);
      if (result.ok) {
        notify({ kind: "success", title: "Check your email", description: result.data.message });
        onSuccess();
      } else {
        setErrors(result.fieldErrors ?? {});
        notify({ kind: "error", title: "Error", description: result.error });
      }
    } catch {
      notify(unexpectedError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" action="/api/auth/password/forgot" onSubmit={onSubmit} noValidate={hydrated} className="space-y-4">
      <TextField label="Email" name="email" type="email" autoComplete="email" required maxLength={254} error={errors.email} />
      <SubmitButton busy={busy} busyLabel="Sending link...">
        Send reset link
      </SubmitButton>
    </form>
  );
}
