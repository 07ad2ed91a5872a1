import { accountActions } from "~/accounts/account-actions";
import { SubmitButton } from "~/ui/form-field";
import { EmailField } from "~/ui/forms/credential-fields";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { useActionForm } from "~/ui/forms/use-action-form";

const emailFields = lazySchema(() => import("~/accounts/validation/auth").then((m) => m.emailOnlySchema));

/** Asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordForm({ redirectTo, answer }: { redirectTo: string; answer?: FormAnswer | null }) {
  const { Form, errors, busy, values, alert, formProps } = useActionForm(emailFields, {
    action: accountActions.forgotPassword,
    answer,
  });

  return (
    <Form {...formProps} className="space-y-4">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormAlert toast={alert} />
      <EmailField defaultValue={values.email} error={errors.email} />
      <SubmitButton busy={busy} busyLabel="Sending link...">
        Send reset link
      </SubmitButton>
    </Form>
  );
}
