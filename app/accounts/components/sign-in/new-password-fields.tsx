import { accountFieldText } from "~/accounts/texts";
import { TextField } from "~/ui/form-field";
import { LIMITS } from "~/ui/forms/limits";

/** A new password and its confirmation, as sign-up and the reset form ask for them. */
export function NewPasswordFields({
  label,
  confirmLabel = "Confirm Password",
  errors,
}: {
  label: string;
  confirmLabel?: string;
  errors: Record<string, string>;
}) {
  return (
    <>
      <TextField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={LIMITS.password.min}
        maxLength={LIMITS.password.max}
        error={errors.password}
        hint={accountFieldText.newPasswordHint}
      />
      <TextField
        label={confirmLabel}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        maxLength={LIMITS.password.max}
        error={errors.confirmPassword}
      />
    </>
  );
}
