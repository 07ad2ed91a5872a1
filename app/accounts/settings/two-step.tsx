import { useState } from "react";
import { AccountSection } from "~/accounts/components/account-section";
import { LockedNote } from "~/accounts/components/locked-note";
import { preloadRecoveryCodeTools, RecoveryCodes } from "~/accounts/components/recovery-codes";
import { intents as recoveryCodesIntents } from "~/accounts/settings/recovery-codes";
import { CODE_LABEL } from "~/accounts/two-step-text";
import { SubmitButton, TextField } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { answerFor } from "~/ui/forms/form-answer";
import { IntentInput } from "~/ui/forms/intent-input";
import { declareIntents } from "~/ui/forms/intents";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { useActionForm } from "~/ui/forms/use-action-form";

/** The `intent`s of the two-step forms (their handlers are two-step.server.ts). */
export const intents = declareIntents({ start: "two-step-start", confirm: "two-step-confirm", off: "two-step-off" });

const confirmFields = lazySchema(() => import("~/accounts/validation/two-step").then((m) => m.confirmTwoStepSchema));
const turnOffFields = lazySchema(() => import("~/accounts/validation/two-step").then((m) => m.turnOffTwoStepSchema));

export type TwoStepState = {
  on: boolean;
  recoveryCodesLeft: number;
  /** A secret this session started, waiting for its first code: the QR code (SVG, made on the server) and the text. */
  pending: { secret: string; qrSvg: string } | null;
};

const outline =
  "inline-flex items-center justify-center rounded-full border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60";
const dangerOutline =
  "inline-flex items-center justify-center rounded-full border border-red-700 px-6 py-3 font-semibold text-red-700 hover:bg-red-50";
const dangerSolid =
  "inline-flex items-center justify-center rounded-full bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-80";

/**
 * "Two-step verification": Turn on (a QR code and the secret, confirmed by a first code), the
 * recovery codes shown once, New recovery codes, and Turn off (a current code). Each change waits
 * for "Confirm it's you" (`unlocked`). Every step is a plain form, so it works without JavaScript.
 */
function TwoStepForms({
  state,
  account,
  unlocked,
  answers,
}: {
  state: TwoStepState;
  /** The account's address, named in the downloaded and printed codes. */
  account: string;
  unlocked: boolean;
  answers: {
    start: FormAnswer | null;
    confirm: FormAnswer | null;
    renew: FormAnswer | null;
    off: FormAnswer | null;
  };
}) {
  // Shown once, right after they are made; the page's data never holds them.
  const [codes, setCodes] = useState<string[]>(() => codesIn(answers.confirm ?? answers.renew));
  const confirm = useActionForm(confirmFields, {
    action: "/account",
    answer: answers.confirm,
    onAnswer: (latest) => setCodes(codesIn(latest)),
  });

  return (
    <div className="space-y-4">
      {codes.length > 0 ? (
        <RecoveryCodes
          codes={codes}
          account={account}
          onDone={() => {
            setCodes([]);
            // The codes are gone from the page: focus goes to the section, not to the page's start.
            document.getElementById("two-step-title")?.focus();
          }}
        />
      ) : null}
      {state.on ? (
        <>
          <p className="text-ink">
            <strong>Two-step verification is on.</strong> Signing in asks for a code from your authenticator app after
            your password. {state.recoveryCodesLeft} of 10 recovery codes left.
          </p>
          {unlocked ? (
            <>
              <RenewCodes answer={answers.renew} onCodes={setCodes} />
              <TurnOff answer={answers.off} />
            </>
          ) : (
            <LockedNote what="two-step verification or get new recovery codes" />
          )}
        </>
      ) : !unlocked ? (
        <>
          <p className="text-ink">
            Two-step verification is off. With it on, signing in asks for a code from an authenticator app on your phone
            after your password.
          </p>
          <LockedNote what="this" />
        </>
      ) : state.pending ? (
        <div className="space-y-4">
          <p className="text-ink">
            Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, …),
            or type the key below into it. Then enter the 6-digit code the app shows.
          </p>
          <div
            role="img"
            aria-label="QR code for your authenticator app"
            className="h-48 w-48 rounded-lg bg-white p-2 ring-1 ring-slate-200"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG made on the server by uqr from the otpauth URI, no user input.
            dangerouslySetInnerHTML={{ __html: state.pending.qrSvg }}
          />
          <p className="text-sm text-muted">
            Key:{" "}
            <code data-testid="two-step-secret" className="break-all font-mono text-ink">
              {state.pending.secret}
            </code>
          </p>
          <confirm.Form {...confirm.formProps} onSubmitCapture={preloadRecoveryCodeTools} className="space-y-4">
            <IntentInput intent={intents.confirm} />
            <FormAlert toast={confirm.alert} />
            <TextField
              label={CODE_LABEL}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              maxLength={32}
              error={confirm.errors.code}
            />
            <div className="sm:w-56">
              <SubmitButton busy={confirm.busy} busyLabel="Checking...">
                Confirm
              </SubmitButton>
            </div>
          </confirm.Form>
        </div>
      ) : (
        <TurnOn answer={answers.start} />
      )}
    </div>
  );
}

function codesIn(answer: FormAnswer | null | undefined): string[] {
  const list = answer?.ok ? answer.values?.recoveryCodes : undefined;
  return list ? list.split(" ") : [];
}

function TurnOn({ answer }: { answer: FormAnswer | null }) {
  const { Form, busy, alert, formProps } = useActionForm(null, { action: "/account", answer });
  return (
    <Form {...formProps} className="space-y-4">
      <IntentInput intent={intents.start} />
      <FormAlert toast={alert} />
      <p className="text-ink">
        Protect your account with a code from an authenticator app on your phone, asked for after your password.
      </p>
      <div className="sm:w-56">
        <SubmitButton busy={busy} busyLabel="Starting...">
          Turn on
        </SubmitButton>
      </div>
    </Form>
  );
}

function RenewCodes({ answer, onCodes }: { answer: FormAnswer | null; onCodes: (codes: string[]) => void }) {
  const { Form, busy, alert, formProps } = useActionForm(null, {
    action: "/account",
    answer,
    onAnswer: (latest) => onCodes(codesIn(latest)),
  });
  return (
    <Form {...formProps} onSubmitCapture={preloadRecoveryCodeTools} className="space-y-3">
      <IntentInput intent={recoveryCodesIntents.renew} />
      <FormAlert toast={alert} />
      <p className="text-sm text-muted">
        Lost your recovery codes, or used most of them? New ones replace every earlier code.
      </p>
      <button type="submit" disabled={busy} className={outline}>
        {busy ? "Making codes..." : "New recovery codes"}
      </button>
    </Form>
  );
}

function TurnOff({ answer }: { answer: FormAnswer | null }) {
  const { Form, errors, busy, alert, formProps } = useActionForm(turnOffFields, { action: "/account", answer });
  return (
    <details className="border-t border-slate-200 pt-4" open={Boolean(answer)}>
      <summary className={`${dangerOutline} cursor-pointer list-none`}>Turn off two-step verification</summary>
      <Form {...formProps} className="mt-4 space-y-4 rounded-xl bg-red-50 p-4 ring-1 ring-red-200">
        <IntentInput intent={intents.off} />
        <FormAlert toast={alert} />
        <div className="text-ink">
          <p className="font-bold text-red-800">Turn off two-step verification?</p>
          <p className="mt-1 text-sm">
            Signing in will ask only for your password, and your recovery codes will stop working. Passkeys you added
            keep working. To turn it off, enter a current code.
          </p>
        </div>
        <TextField
          label={CODE_LABEL}
          name="code"
          autoComplete="one-time-code"
          required
          maxLength={32}
          error={errors.code}
        />
        <button type="submit" disabled={busy} className={dangerSolid}>
          {busy ? "Turning off..." : "Turn off two-step verification"}
        </button>
      </Form>
    </details>
  );
}

/** The "Two-step verification" card of /account. */
export function TwoStepSection({
  answer,
  ...props
}: {
  state: TwoStepState;
  account: string;
  unlocked: boolean;
  answer: FormAnswer | undefined;
}) {
  return (
    <AccountSection id="two-step" title="Two-step verification">
      <TwoStepForms
        {...props}
        answers={{
          start: answerFor(answer, intents.start),
          confirm: answerFor(answer, intents.confirm),
          renew: answerFor(answer, recoveryCodesIntents.renew),
          off: answerFor(answer, intents.off),
        }}
      />
    </AccountSection>
  );
}
