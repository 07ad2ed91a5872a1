import { Link } from "react-router";
import { accountActions } from "~/accounts/account-actions";
import { loginPath } from "~/accounts/login-path";
import { signInIntents } from "~/accounts/sign-in-intents";
import { CODE_LABEL } from "~/accounts/two-step-text";
import { SubmitButton, TextField } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { IntentInput } from "~/ui/forms/intent-input";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { useActionForm } from "~/ui/forms/use-action-form";

const codeFields = lazySchema(() => import("~/accounts/validation/two-step").then((m) => m.loginCodeSchema));

/**
 * The second step of a login with two-step verification. It carries the step's token from the
 * first answer, never the password; a code or a recovery code finishes the sign-in.
 */
export function LoginCodeStep({
  challenge,
  redirectTo,
  answer,
  onRestart,
}: {
  challenge: string;
  redirectTo: string;
  answer?: FormAnswer | null;
  onRestart: () => void;
}) {
  const { Form, errors, busy, alert, formProps } = useActionForm(codeFields, { action: accountActions.login, answer });
  return (
    <div className="space-y-4">
      <Form {...formProps} className="space-y-4">
        <IntentInput intent={signInIntents.code} />
        <input type="hidden" name="challenge" value={challenge} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormAlert toast={alert} />
        <TextField
          label={CODE_LABEL}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={32}
          error={errors.code}
          // The step appears in place of the password: the person's next move is the code.
          autoFocus
        />
        <p className="text-sm text-muted">
          No phone at hand? Enter one of your recovery codes instead. Lost both? Please{" "}
          <Link to="/contact" className="font-semibold text-brand-700 hover:underline">
            contact us
          </Link>
          .
        </p>
        <SubmitButton busy={busy} busyLabel="Checking...">
          Verify
        </SubmitButton>
      </Form>
      {/* A link, so it works where nothing runs: a fresh /login (the content page's dialog takes it as its reset). */}
      <a
        href={loginPath(redirectTo)}
        onClick={(event) => {
          event.preventDefault();
          onRestart();
        }}
        className="text-sm font-semibold text-brand-700 hover:underline"
      >
        Start again
      </a>
    </div>
  );
}
