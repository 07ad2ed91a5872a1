import { SubmitButton, TextField } from "~/components/ui/form-field";
import { notify } from "~/lib/toast";
import { emailOnlySchema } from "~/lib/validation/auth";
import { useApiForm } from "./use-api-form";

/** Asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const { errors, busy, formProps } = useApiForm<typeof emailOnlySchema, { message: string }>(emailOnlySchema, {
    path: "/api/auth/password/forgot",
    failureTitle: "Error",
    onSuccess: (data) => {
      notify({ kind: "success", title: "Check your email", description: data.message });
      onSuccess();
    },
  });

  return (
    <form {...formProps} className="space-y-4">
      <TextField label="Email" name="email" type="email" autoComplete="email" required maxLength={254} error={errors.email} />
      <SubmitButton busy={busy} busyLabel="Sending link...">
        Send reset link
      </SubmitButton>
    </form>
  );
}
