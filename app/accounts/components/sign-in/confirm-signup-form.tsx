import { SubmitButton, TextField } from "~/ui/form-field";
import { CurrentPasswordField } from "~/ui/forms/credential-fields";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { useActionForm } from "~/ui/forms/use-action-form";
import { BrowserTimeZoneField } from "~/ui/shown-zone";

const confirmSignupFields = lazySchema(() =>
  import("~/accounts/validation/account").then((m) => m.confirmSignupSchema),
);

/**
 * "Confirm and log in": the password of the sign-up behind this link; the token, the page to land
 * on and the browser's time zone (which the new account keeps) travel in hidden fields.
 */
export function ConfirmSignupForm({
  token,
  email,
  redirectTo,
  answer,
}: {
  token: string;
  email: string;
  /** Where the account lands once confirmed: the page the sign-up was asked for, else home. */
  redirectTo: string;
  answer?: FormAnswer | null;
}) {
  const { Form, errors, busy, alert, formProps } = useActionForm(confirmSignupFields, {
    // The token (and the page to land on) stay in the URL too, so a refused plain post renders this form again.
    action: `/confirm-email?${new URLSearchParams(redirectTo === "/" ? { token } : { token, redirectTo })}`,
    answer,
  });
  return (
    <Form {...formProps} className="space-y-4">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <BrowserTimeZoneField />
      <FormAlert toast={alert} />
      <TextField label="Email" name="email-shown" type="email" value={email} readOnly />
      <CurrentPasswordField error={errors.password} />
      <SubmitButton busy={busy} busyLabel="Confirming...">
        Confirm and log in
      </SubmitButton>
    </Form>
  );
}
