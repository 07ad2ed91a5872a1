import { useEffect, useState } from "react";
import { CurrentPasswordField } from "~/components/forms/credential-fields";
import { FormAlert } from "~/components/forms/form-alert";
import { useActionForm } from "~/components/forms/use-action-form";
import { SubmitButton, TextField } from "~/components/ui/form-field";
import type { FormAnswer } from "~/lib/form-answer";
import { formatTime } from "~/lib/format";
import { confirmPrompt, passkeyFailureToast, passkeysSupported } from "~/lib/passkey-prompt";
import { notify } from "~/lib/toast";
import { CODE_LABEL } from "~/lib/two-step-text";
import { lazySchema } from "~/lib/validation/lazy-schema";

const passwordFields = lazySchema(() => import("~/lib/validation/reauth").then((m) => m.reauthPasswordSchema));
const codeFields = lazySchema(() => import("~/lib/validation/reauth").then((m) => m.reauthCodeSchema));

export type ConfirmIdentityState = {
  /** Until when this session may change security settings (ISO), or null: it must confirm first. */
  confirmedUntil: string | null;
  /** The ways this account can confirm beyond its password. */
  withCode: boolean;
  withPasskey: boolean;
};

const outline =
  "inline-flex items-center justify-center rounded-full border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * "Confirm it's you" (docs/accounts-and-security.md): before passkeys, two-step verification or
 * recovery codes change, this session proves its person is there with the password, a code from
 * the authenticator app, or a passkey. It lasts 10 minutes. The password and code forms work
 * without JavaScript; the passkey needs it.
 */
export function ConfirmIdentity({
  state,
  answers,
}: {
  state: ConfirmIdentityState;
  answers: { password: FormAnswer | null; code: FormAnswer | null; passkey: FormAnswer | null };
}) {
  if (state.confirmedUntil) {
    return (
      <p role="status" className="rounded-xl bg-emerald-50 p-4 text-ink ring-1 ring-emerald-200">
        <strong>You confirmed it's you.</strong> Until{" "}
        <time dateTime={state.confirmedUntil}>{formatTime(state.confirmedUntil)}</time> you can change your two-step
        verification, recovery codes and passkeys without confirming again.
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <p className="text-ink">
        Changes to your passkeys, two-step verification and recovery codes need you to confirm it's you first, even
        though you are signed in. This keeps them safe if someone else gets hold of this browser. It lasts 10 minutes.
      </p>
      <PasswordConfirm answer={answers.password} />
      {state.withCode ? <CodeConfirm answer={answers.code} /> : null}
      {state.withPasskey ? <PasskeyConfirm answer={answers.passkey} /> : null}
    </div>
  );
}

function PasswordConfirm({ answer }: { answer: FormAnswer | null }) {
  const { Form, errors, busy, alert, formProps } = useActionForm(passwordFields, { action: "/account", answer });
  return (
    <Form {...formProps} className="space-y-4" aria-label="Confirm with your password">
      <input type="hidden" name="intent" value="reauth-password" />
      <FormAlert toast={alert} />
      <CurrentPasswordField error={errors.password} />
      <div className="sm:w-56">
        <SubmitButton busy={busy} busyLabel="Checking...">
          Confirm
        </SubmitButton>
      </div>
    </Form>
  );
}

function CodeConfirm({ answer }: { answer: FormAnswer | null }) {
  const { Form, errors, busy, alert, formProps } = useActionForm(codeFields, { action: "/account", answer });
  return (
    <Form {...formProps} className="space-y-4 border-t border-slate-200 pt-6" aria-label="Confirm with a code">
      <input type="hidden" name="intent" value="reauth-code" />
      <FormAlert toast={alert} />
      <TextField
        label={`Or: ${CODE_LABEL}`}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        maxLength={32}
        error={errors.code}
      />
      <div className="sm:w-56">
        <SubmitButton busy={busy} busyLabel="Checking...">
          Confirm with the code
        </SubmitButton>
      </div>
    </Form>
  );
}

function PasskeyConfirm({ answer }: { answer: FormAnswer | null }) {
  // The server renders without knowing the browser: the button waits for hydration.
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(passkeysSupported()), []);
  const confirm = useActionForm(null, { action: "/account", answer });
  const [prompting, setPrompting] = useState(false);

  async function confirmWithPasskey() {
    setPrompting(true);
    try {
      const credential = await confirmPrompt();
      if (credential) {
        void confirm.fetcher.submit({ intent: "reauth-passkey", credential }, { method: "post", action: "/account" });
      }
    } catch (error) {
      notify(await passkeyFailureToast(error, "account"));
    } finally {
      setPrompting(false);
    }
  }

  if (!supported) return null;
  return (
    <div className="space-y-3 border-t border-slate-200 pt-6">
      <FormAlert toast={confirm.alert} />
      <button type="button" onClick={confirmWithPasskey} disabled={prompting || confirm.busy} className={outline}>
        {confirm.busy ? "Checking..." : "Confirm with a passkey"}
      </button>
    </div>
  );
}
