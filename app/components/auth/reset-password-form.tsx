import { SubmitButton } from "~/components/ui/form-field";
import { notify } from "~/lib/toast";
import { resetPasswordSchema } from "~/lib/validation/auth";
import { NewPasswordFields } from "./new-password-fields";
import { useApiForm } from "./use-api-form";

/** The new-password form behind an e-mailed reset link; the token travels in a hidden field. */
export function ResetPasswordForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const { errors, busy, formProps } = useApiForm<typeof resetPasswordSchema, { message: string }>(resetPasswordSchema, {
    path: "/api/auth/password/reset",
    failureTitle: "Password reset failed",
    onSuccess: (data) => {
      notify({ kind: "success", title: "Password updated", description: data.message });
      onSuccess();
    },
  });

  return (
    <form {...formProps} className="space-y-4">
      <input type="hidden" name="token" value={token} />
      {errors.token ? <p className="text-sm font-medium text-red-700">{errors.token}</p> : null}
      <NewPasswordFields label="New Password" errors={errors} />
      <SubmitButton busy={busy} busyLabel="Saving...">
        Set new password
      </SubmitButton>
    </form>
  );
}
