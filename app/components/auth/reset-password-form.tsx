import { useState, type FormEvent } from "react";
import { SubmitButton, TextField } from "~/components/ui/form-field";
import { postJson } from "~/lib/api-client";
import { notify } from "~/lib/toast";
import { resetPasswordSchema } from "~/lib/validation/auth";
import { useHydrated } from "./auth-ui";
import { unexpectedError } from "./messages";
import { useValidatedForm } from "./use-validated-form";

/** The new-password form behind an e-mailed reset link; the token travels in a hidden field. */
export function ResetPasswordForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const { errors, setErrors, validate } = useValidatedForm(resetPasswordSchema);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(event);
    if (!input) return;
    setBusy(true);
    try {
      const result = await postJson<{ message: string }>("/api/auth/password/reset", input);
      if (result.ok) {
        notify({ kind: "success", title: "Password updated", description: result.data.message });
        onSuccess();
      } else {
        setErrors(result.fieldErrors ?? {});
        notify({ kind: "error", title: "Password reset failed", description: result.error });
      }
    } catch {
      notify(unexpectedError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" action="/api/auth/password/reset" onSubmit={onSubmit} noValidate={hydrated} className="space-y-4">
      <input type="hidden" name="token" value={token} />
      {errors.token ? <p className="text-sm font-medium text-red-700">{errors.token}</p> : null}
      <TextField
        label="New Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={6}
        maxLength={256}
        error={errors.password}
        hint="At least 6 characters."
      />
      <TextField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        maxLength={256}
        error={errors.confirmPassword}
      />
      <SubmitButton busy={busy} busyLabel="Saving...">
        Set new password
      </SubmitButton>
    </form>
  );
}
