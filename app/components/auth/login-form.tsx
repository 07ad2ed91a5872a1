import { useState } from "react";
import { Link } from "react-router";
import { LoginCodeStep } from "~/components/auth/login-code-step";
import { PasskeySignIn } from "~/components/auth/passkey-sign-in";
import { CurrentPasswordField, EmailField } from "~/components/forms/credential-fields";
import { FormAlert } from "~/components/forms/form-alert";
import { useActionForm } from "~/components/forms/use-action-form";
import { SubmitButton } from "~/components/ui/form-field";
import { accountActions } from "~/lib/account-actions";
import type { FormAnswer } from "~/lib/form-answer";
import { lazySchema } from "~/lib/validation/lazy-schema";

const loginFields = lazySchema(() => import("~/lib/validation/auth").then((m) => m.loginSchema));

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
export function LoginForm({ redirectTo, answer, onForgotPassword, onSwitchToSignup }: Props) {
  const [unconfirmed, setUnconfirmed] = useState<string | null>(
    answer?.code === "email_not_confirmed" ? (answer.values?.email ?? null) : null,
  );
  const [challenge, setChallenge] = useState<string | null>(challengeIn(answer));
  const { Form, errors, busy, values, alert, formProps } = useActionForm(loginFields, {
    action: accountActions.login,
    answer,
    onAnswer: (latest) => {
      setUnconfirmed(latest.code === "email_not_confirmed" ? (latest.values?.email ?? null) : null);
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
      <PasskeySignIn redirectTo={redirectTo} />
      {unconfirmed ? <ResendConfirmation email={unconfirmed} /> : null}
      <div className="flex items-center justify-between text-sm">
        {onForgotPassword ? (
          <button type="button" onClick={onForgotPassword} className="font-semibold text-brand-700 hover:underline">
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
            <button type="button" onClick={onSwitchToSignup} className="font-semibold text-brand-700 hover:underline">
              Sign Up
            </button>
          ) : (
            <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
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

/** A new confirmation link for an account that is not confirmed yet (same action, its own intent). */
function ResendConfirmation({ email }: { email: string }) {
  const { Form, busy, fetcher } = useActionForm(null, { action: accountActions.login });
  const sent = fetcher.data?.ok === true;
  return (
    <Form
      method="post"
      action={accountActions.login}
      role="status"
      className="rounded-xl bg-brand-50 p-3 text-sm text-navy-900"
    >
      <input type="hidden" name="intent" value="resend-confirmation" />
      <input type="hidden" name="email" value={email} />
      <p>Your email address is not confirmed yet.</p>
      <button
        type="submit"
        disabled={busy || sent}
        className="mt-1 font-semibold text-brand-700 hover:underline disabled:opacity-70"
      >
        {sent ? "Confirmation email sent" : busy ? "Sending..." : "Resend confirmation email"}
      </button>
    </Form>
  );
}
