import { Link } from "react-router";
import { SubmitButton, TextField } from "~/components/ui/form-field";
import { notify } from "~/lib/toast";
import { signupSchema } from "~/lib/validation/auth";
import { SIGNUP_SUCCESS_TOAST } from "./messages";
import { NewPasswordFields } from "./new-password-fields";
import { useApiForm } from "./use-api-form";

type Props = { onSuccess: () => void; onSwitchToLogin?: () => void };

export function SignupForm({ onSuccess, onSwitchToLogin }: Props) {
  const { errors, busy, formProps } = useApiForm(signupSchema, {
    path: "/api/auth/signup",
    failureTitle: "Signup Failed",
    onSuccess: () => {
      notify(SIGNUP_SUCCESS_TOAST);
      onSuccess();
    },
  });

  return (
    <form {...formProps} className="space-y-4">
      <TextField label="Full Name" name="name" autoComplete="name" required minLength={2} maxLength={100} error={errors.name} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required maxLength={254} error={errors.email} />
      <NewPasswordFields label="Password" errors={errors} />
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
