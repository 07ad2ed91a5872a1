import { useState } from "react";
import { Link } from "react-router";
import { accountActions } from "~/accounts/account-actions";
import { checkMailOf, checkMailText } from "~/accounts/check-mail";
import { LoginCodeStep } from "~/accounts/components/sign-in/login-code-step";
import { PasskeySignIn } from "~/accounts/components/sign-in/passkey-sign-in";
import { signupPath } from "~/accounts/login-path";
import { SubmitButton } from "~/ui/form-field";
import { CurrentPasswordField, EmailField } from "~/ui/forms/credential-fields";
import { FormAlert } from "~/ui/forms/form-alert";
import { type FormAnswer, safeRedirect } from "~/ui/forms/form-answer";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { useActionForm } from "~/ui/forms/use-action-form";
import { ResendLink } from "./resend-link";

const loginFields = lazySchema(() => import("~/accounts/validation/auth").then((m) => m.loginSchema));

type Props = {
  /** Where a successful login lands: the current page in the dialog, the home page on /login. */
  redirectTo: string;
  /** The answer of a plain post to /login (no JavaScript). */
  answer?: FormAnswer | null;
  /** In the dialog these switch dialogs; on the /login page they are plain links. */
  onForgotPassword?: () => void;
  onSwitchToSignup?: () => void;
};

/** Email and password, posted to the /login action; an unconfirmed account may ask for a new link. */
export function LoginForm({ redirectTo: asked, answer, onForgotPassword, onSwitchToSignup }: Props) {
  // After a plain post the page's URL no longer says where to go; the answer does.
  const redirectTo = safeRedirect(answer?.values?.redirectTo, asked);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(unconfirmedIn(answer));
  const [challenge, setChallenge] = useState<string | null>(challengeIn(answer));
  const { Form, errors, busy, values, alert, formProps } = useActionForm(loginFields, {
    action: accountActions.login,
    answer,
    onAnswer: (latest) => {
      setUnconfirmed(unconfirmedIn(latest));
      setChallenge(challengeIn(latest));
    },
  });

  if (challenge) {
    return (
      <LoginCodeStep
        challenge={challenge}
        redirectTo={redirectTo}
        answer={answer?.values?.challenge === challenge ? answer : null}
        onRestart={() => setChallenge(null)}
      />
    );
  }

  return (
    <div className="space-y-4">
      <Form {...formProps} className="space-y-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormAlert toast={alert} />
        {/* "webauthn" lets the browser offer passkeys among the addresses it suggests. */}
        <EmailField defaultValue={values.email} error={errors.email} autoComplete="username webauthn" />
        <CurrentPasswordField error={errors.password} />
        <SubmitButton busy={busy} busyLabel="Logging in...">
          Login
        </SubmitButton>
      </Form>
      {unconfirmed ? (
        <div className="space-y-2 rounded-xl bg-brand-50 p-3 text-sm text-navy-900" data-testid="not-confirmed">
          <p>{checkMailText.notConfirmed}</p>
          <ResendLink
            action={accountActions.login}
            email={unconfirmed}
            answer={checkMailOf(answer) ? (answer ?? null) : null}
          />
        </div>
      ) : null}
      <PasskeySignIn redirectTo={redirectTo} />
      <div className="flex items-center justify-between text-sm">
        {onForgotPassword ? (
          <button
            type="button"
            data-dialog="forgot"
            onClick={onForgotPassword}
            className="font-semibold text-brand-700 hover:underline"
          >
            Forgot Password?
          </button>
        ) : (
          <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            Forgot Password?
          </Link>
        )}
        <p className="text-muted">
          No account?{" "}
          {onSwitchToSignup ? (
            <button
              type="button"
              data-dialog="signup"
              onClick={onSwitchToSignup}
              className="font-semibold text-brand-700 hover:underline"
            >
              Sign Up
            </button>
          ) : (
            <Link to={signupPath(redirectTo)} className="font-semibold text-brand-700 hover:underline">
              Sign Up
            </Link>
          )}
        </p>
      </div>
    </div>
  );
}

/**
 * The second step's token from an answer: after a correct password for an account with two-step
 * verification, and again after a wrong code (the server keeps it in the answer's values).
 */
function challengeIn(answer: FormAnswer | null | undefined): string | null {
  if (!answer?.values?.challenge || answer.code === "challenge_expired") return null;
  return answer.values.challenge;
}

/**
 * The address of an account that is not confirmed yet: after its sign-up's password (the answer
 * says so), and after "Resend the link" without JavaScript (the page shows the box again).
 */
function unconfirmedIn(answer: FormAnswer | null | undefined): string | null {
  if (answer?.code === "email_not_confirmed") return answer.values?.email ?? null;
  return checkMailOf(answer)?.email ?? null;
}
