import { accountActions } from "~/accounts/account-actions";
import { SubmitButton } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { useActionForm } from "~/ui/forms/use-action-form";
import { NewPasswordFields } from "./new-password-fields";

const resetPasswordFields = lazySchema(() => import("~/accounts/validation/auth").then((m) => m.resetPasswordSchema));

/** The new-password form behind an e-mailed reset link; the token travels in a hidden field. */
export function ResetPasswordForm({ token, answer }: { token: string; answer?: FormAnswer | null }) {
  const { Form, errors, busy, alert, formProps } = useActionForm(resetPasswordFields, {
    // The token stays in the URL too, so a refused plain post renders this form again.
    action: `${accountActions.resetPassword}?token=${encodeURIComponent(token)}`,
    answer,
  });

  return (
    // The action's success always goes to /login (with its toast): a content page's forms.enhance.ts
    // reads where from `data-redirect-to`, since a fetch never sees a redirect's address.
    <Form {...formProps} data-redirect-to="/login" className="space-y-4">
      <input type="hidden" name="token" value={token} />
      <FormAlert toast={alert} />
      {errors.token ? <p className="text-sm font-medium text-red-700">{errors.token}</p> : null}
      <NewPasswordFields label="New Password" errors={errors} />
      <SubmitButton busy={busy} busyLabel="Saving...">
        Set new password
      </SubmitButton>
    </Form>
  );
}
