import { useEffect, useState } from "react";
import { confirmPrompt, passkeyFailureToast, passkeysSupported } from "~/accounts/passkey-prompt";
import { CODE_LABEL } from "~/accounts/two-step-text";
import { SubmitButton, TextField } from "~/ui/form-field";
import { CurrentPasswordField } from "~/ui/forms/credential-fields";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { IntentInput } from "~/ui/forms/intent-input";
import { declareIntents } from "~/ui/forms/intents";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { useActionForm } from "~/ui/forms/use-action-form";
import { LocalTime } from "~/ui/shown-zone";
import { notify } from "~/ui/toasts/toast";

const passwordFields = lazySchema(() => import("~/accounts/validation/reauth").then((m) => m.reauthPasswordSchema));
const codeFields = lazySchema(() => import("~/accounts/validation/reauth").then((m) => m.reauthCodeSchema));

/**
 * The `intent`s of the "Confirm it's you" forms: written here only (reauthentication.server.ts
 * checks them, for /account and /admin/team).
 */
export const confirmIntents = declareIntents({
  password: "reauth-password",
  code: "reauth-code",
  passkey: "reauth-passkey",
});

export type ConfirmIdentityState = {
  /** Until when this session may change security settings (ISO), or null: it must confirm first. */
  confirmedUntil: string | null;
  /** The account's second factors: with either, the password alone does not confirm. */
  withCode: boolean;
  withPasskey: boolean;
};

const outline =
  "inline-flex items-center justify-center rounded-full border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60";

/** What the confirmation opens, in the page's words: /account's security settings, or /admin/team's admins. */
export type ConfirmPurpose = { action: string; changes: string; confirmedNote: string };

const ACCOUNT_PURPOSE: ConfirmPurpose = {
  action: "/account",
  changes: "Changes to your passkeys, two-step verification and recovery codes need",
  confirmedNote: "you can change your two-step verification, recovery codes and passkeys",
};

/**
 * "Confirm it's you" (docs/accounts-and-security.md): before passkeys, two-step verification,
 * recovery codes (or, on /admin/team, the admins) change, this session proves its person is there.
 * An account with a second factor confirms with it: a passkey, or the password with a code from
 * the authenticator app (or a recovery code); the password alone only where there is none. It
 * lasts 10 minutes. The password and code forms work without JavaScript; the passkey needs it.
 */
export function ConfirmIdentity({
  state,
  answers,
  purpose = ACCOUNT_PURPOSE,
}: {
  state: ConfirmIdentityState;
  answers: { password: FormAnswer | null; code: FormAnswer | null; passkey: FormAnswer | null };
  purpose?: ConfirmPurpose;
}) {
  if (state.confirmedUntil) {
    return (
      <p role="status" className="rounded-xl bg-emerald-50 p-4 text-ink ring-1 ring-emerald-200">
        <strong>You confirmed it's you.</strong> Until <LocalTime at={state.confirmedUntil} timeOnly />{" "}
        {purpose.confirmedNote} without confirming again.
      </p>
    );
  }
  const secondFactor = state.withCode || state.withPasskey;
  return (
    <div className="space-y-6">
      <p className="text-ink">
        {purpose.changes} you to confirm it's you first, even though you are signed in. This keeps them safe if someone
        else gets hold of this browser. It lasts 10 minutes.
      </p>
      {secondFactor ? (
        <p className="text-ink" data-testid="second-factor-note">
          {secondFactorNote(state)}
        </p>
      ) : (
        <PasswordConfirm answer={answers.password} action={purpose.action} />
      )}
      {state.withCode ? <CodeConfirm answer={answers.code} action={purpose.action} /> : null}
      {state.withPasskey ? (
        <PasskeyConfirm answer={answers.passkey} action={purpose.action} only={!state.withCode} />
      ) : null}
    </div>
  );
}

/** Why the password alone is not offered, and what is. */
function secondFactorNote({ withCode, withPasskey }: ConfirmIdentityState): string {
  const ways = [
    withPasskey ? "a passkey" : null,
    withCode ? "your password and a code from your authenticator app (or a recovery code)" : null,
  ].filter(Boolean);
  return `Your account has ${withCode ? "two-step verification" : "a passkey"}, so your password alone is not enough: confirm with ${ways.join(", or with ")}.`;
}

function PasswordConfirm({ answer, action }: { answer: FormAnswer | null; action: string }) {
  const { Form, errors, busy, alert, formProps } = useActionForm(passwordFields, { action, answer });
  return (
    <Form {...formProps} className="space-y-4" aria-label="Confirm with your password">
      <IntentInput intent={confirmIntents.password} />
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

/** The password with a code: a code alone proves only the phone, which may be this very device. */
function CodeConfirm({ answer, action }: { answer: FormAnswer | null; action: string }) {
  const { Form, errors, busy, alert, formProps } = useActionForm(codeFields, { action, answer });
  return (
    <Form {...formProps} className="space-y-4" aria-label="Confirm with your password and a code">
      <IntentInput intent={confirmIntents.code} />
      <FormAlert toast={alert} />
      <CurrentPasswordField error={errors.password} />
      <TextField
        label={CODE_LABEL}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        maxLength={32}
        hint="Or one of your recovery codes."
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

function PasskeyConfirm({ answer, action, only }: { answer: FormAnswer | null; action: string; only: boolean }) {
  // The server renders without knowing the browser: the button waits for hydration.
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(passkeysSupported()), []);
  const confirm = useActionForm(null, { action, answer });
  const [prompting, setPrompting] = useState(false);

  async function confirmWithPasskey() {
    setPrompting(true);
    try {
      const credential = await confirmPrompt();
      if (credential) {
        void confirm.fetcher.submit({ intent: confirmIntents.passkey, credential }, { method: "post", action });
      }
    } catch (error) {
      notify(await passkeyFailureToast(error, "account"));
    } finally {
      setPrompting(false);
    }
  }

  if (!supported) {
    // The passkey is this account's only way to confirm: say what it takes.
    return only ? (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-ink ring-1 ring-slate-200">
        Confirming with a passkey needs JavaScript and a browser that supports passkeys.
      </p>
    ) : null;
  }
  return (
    <div className={only ? "space-y-3" : "space-y-3 border-t border-slate-200 pt-6"}>
      <FormAlert toast={confirm.alert} />
      <button type="button" onClick={confirmWithPasskey} disabled={prompting || confirm.busy} className={outline}>
        {confirm.busy ? "Checking..." : "Confirm with a passkey"}
      </button>
    </div>
  );
}
