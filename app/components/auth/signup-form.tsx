import { Link } from "react-router";
import { EmailField, FullNameField } from "~/components/forms/credential-fields";
import { FormAlert } from "~/components/forms/form-alert";
import { useActionForm } from "~/components/forms/use-action-form";
import { SubmitButton } from "~/components/ui/form-field";
import { accountActions } from "~/lib/account-actions";
import type { FormAnswer } from "~/lib/form-answer";
import { lazySchema } from "~/lib/validation/lazy-schema";
import { NewPasswordFields } from "./new-password-fields";

const signupFields = lazySchema(() => import("~/lib/validation/auth").then((m) => m.signupSchema));

type Props = { redirectTo: string; answer?: FormAnswer | null; onSwitchToLogin?: () => void };

export function SignupForm({ redirectTo, answer, onSwitchToLogin }: Props) {
  const { Form, errors, busy, values, alert, formProps } = useActionForm(signupFields, {
    action: accountActions.signup,
    answer,
  });

  return (
    <Form {...formProps} className="space-y-4">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormAlert toast={alert} />
      <FullNameField defaultValue={values.name} error={errors.name} />
      <EmailField defaultValue={values.email} error={errors.email} />
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
    </Form>
  );
}
