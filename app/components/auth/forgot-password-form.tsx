import { EmailField } from "~/components/forms/credential-fields";
import { FormAlert } from "~/components/forms/form-alert";
import { useActionForm } from "~/components/forms/use-action-form";
import { SubmitButton } from "~/components/ui/form-field";
import { accountActions } from "~/lib/account-actions";
import type { FormAnswer } from "~/lib/form-answer";
import { lazySchema } from "~/lib/validation/lazy-schema";

const emailFields = lazySchema(() => import("~/lib/validation/auth").then((m) => m.emailOnlySchema));

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
