import { useState } from "react";
import { Link } from "react-router";
import { accountActions } from "~/accounts/account-actions";
import { checkMailOf } from "~/accounts/check-mail";
import { SubmitButton } from "~/ui/form-field";
import { EmailField, FullNameField } from "~/ui/forms/credential-fields";
import { FormAlert } from "~/ui/forms/form-alert";
import { type FormAnswer, safeRedirect } from "~/ui/forms/form-answer";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { useActionForm } from "~/ui/forms/use-action-form";
import { CheckMailPanel } from "./check-mail-panel";
import { NewPasswordFields } from "./new-password-fields";

const signupFields = lazySchema(() => import("~/accounts/validation/auth").then((m) => m.signupSchema));

type Props = {
  answer?: FormAnswer | null;
  onSwitchToLogin?: () => void;
  /** Where the account lands once confirmed from the mailed link (/signup?redirectTo=…); home by default. */
  redirectTo?: string;
};

/** The sign-up form; once sent, "Check your inbox" in its place (with or without JavaScript). */
export function SignupForm({ answer, onSwitchToLogin, redirectTo: asked = "/" }: Props) {
  // After a plain post the page's URL no longer says where to land; the answer does.
  const redirectTo = safeRedirect(answer?.values?.redirectTo, asked);
  const [sentTo, setSentTo] = useState(() => checkMailOf(answer)?.email ?? null);
  // "Start again" brings back an empty form, never the address that was wrong.
  const [startedAgain, setStartedAgain] = useState(false);
  const { Form, errors, busy, values, alert, formProps } = useActionForm(signupFields, {
    action: accountActions.signup,
    answer,
    onAnswer: (latest) => {
      const sent = checkMailOf(latest);
      if (sent) setSentTo(sent.email);
    },
  });

  if (sentTo) {
    return (
      <CheckMailPanel
        email={sentTo}
        answer={startedAgain ? null : (answer ?? null)}
        redirectTo={redirectTo}
        onStartAgain={() => {
          setSentTo(null);
          setStartedAgain(true);
        }}
      />
    );
  }

  const kept = startedAgain ? {} : values;
  return (
    <Form {...formProps} className="space-y-4">
      {redirectTo === "/" ? null : <input type="hidden" name="redirectTo" value={redirectTo} />}
      <FormAlert toast={startedAgain ? null : alert} />
      <FullNameField defaultValue={kept.name} error={errors.name} />
      <EmailField defaultValue={kept.email} error={errors.email} />
      <NewPasswordFields label="Password" errors={errors} />
      <SubmitButton busy={busy} busyLabel="Creating account...">
        Sign Up
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        Already have an account?{" "}
        {onSwitchToLogin ? (
          <button
            type="button"
            data-dialog="login"
            onClick={onSwitchToLogin}
            className="font-semibold text-brand-700 hover:underline"
          >
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
