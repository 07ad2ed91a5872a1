import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { SubmitButton, TextField } from "~/components/ui/form-field";
import { postJson } from "~/lib/api-client";
import { notify } from "~/lib/toast";
import { signupSchema } from "~/lib/validation/auth";
import { useHydrated } from "./auth-ui";
import { SIGNUP_SUCCESS_TOAST, unexpectedError } from "./messages";
import { useValidatedForm } from "./use-validated-form";

type Props = { onSuccess: () => void; onSwitchToLogin?: () => void };

export function SignupForm({ onSuccess, onSwitchToLogin }: Props) {
  const { errors, setErrors, validate } = useValidatedForm(signupSchema);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(event);
    if (!input) return;
    setBusy(true);
    try {
      const result = await postJson("/api/auth/signup", input);
      if (result.ok) {
        notify(SIGNUP_SUCCESS_TOAST);
        event.currentTarget?.reset();
        onSuccess();
      } else {
        setErrors(result.fieldErrors ?? {});
        notify({ kind: "error", title: "Signup Failed", description: result.error });
      }
    } catch {
      notify(unexpectedError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" action="/api/auth/signup" onSubmit={onSubmit} noValidate={hydrated} className="space-y-4">
      <TextField label="Full Name" name="name" autoComplete="name" required minLength={2} maxLength={100} error={errors.name} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required maxLength={254} error={errors.email} />
      <TextField
        label="Password"
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
      <SubmitButton busy={busy} busyLabel="Creating account...">
        Sign Up
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        Already have an account?{" "}
        {onSwitchToLogin ? (
          <button type="button" onClick={onSwitchToLogin} className="font-semibold text-brand-700 hover:underline">
            Login
          </button>
        ) : (
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Login
          </Link>
        )}
      </p>
    </form>
  );
}
