import { useEffect, useState } from "react";
import { AccountSection } from "~/accounts/components/account-section";
import { CurrentPasswordField } from "~/ui/forms/credential-fields";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { answerFor } from "~/ui/forms/form-answer";
import { IntentInput } from "~/ui/forms/intent-input";
import { declareIntents } from "~/ui/forms/intents";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { useActionForm } from "~/ui/forms/use-action-form";

/** The `intent`s of the two steps of deleting the account (their handlers are delete-account.server.ts). */
export const intents = declareIntents({ start: "delete-start", confirm: "delete" });

const deleteAccountFields = lazySchema(() =>
  import("~/accounts/validation/account").then((m) => m.deleteAccountSchema),
);

/**
 * "Delete Account" in two steps: the password, then "Are you sure?". The first answer carries a
 * short-lived signed confirmation that the final button sends; both steps work without JavaScript.
 */
function DeleteAccount({ answer }: { answer: FormAnswer | null }) {
  const start = useActionForm(deleteAccountFields, { action: "/account", answer });
  const finish = useActionForm(null, {
    action: "/account",
    answer: answerFor(answer, intents.confirm),
  });
  const [confirmation, setConfirmation] = useState<string | null>(answer?.values?.confirmation ?? null);
  const started = start.fetcher.data?.values?.confirmation;
  useEffect(() => {
    if (started) setConfirmation(started);
  }, [started]);

  if (confirmation) {
    return (
      <finish.Form {...finish.formProps} className="space-y-4" aria-labelledby="delete-confirm-title">
        <IntentInput intent={intents.confirm} />
        <input type="hidden" name="confirmation" value={confirmation} />
        <FormAlert toast={finish.alert} />
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p id="delete-confirm-title" className="font-bold">
            Are you sure? This cannot be undone.
          </p>
          <p className="mt-1 text-sm">
            Your account, your sessions, your passkeys and every message you sent us will be deleted for good.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={finish.busy} className={dangerSolid}>
            {finish.busy ? "Deleting..." : "Yes, delete my account"}
          </button>
          {/* biome-ignore lint/a11y/useValidAnchor: a real link without JavaScript (back to the page), a cancel in place with it. */}
          <a
            href="/account#delete"
            onClick={(event) => {
              event.preventDefault();
              setConfirmation(null);
            }}
            className="rounded-full border border-slate-300 px-6 py-3 font-semibold text-navy-900 hover:bg-slate-50"
          >
            Cancel
          </a>
        </div>
      </finish.Form>
    );
  }

  return (
    <start.Form {...start.formProps} className="space-y-4">
      <IntentInput intent={intents.start} />
      <div className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
        <p className="font-bold">Deleting your account cannot be undone.</p>
        <p className="mt-1 text-sm">
          Your profile, your sessions, your passkeys and every message you sent us will be deleted for good, and you
          will be signed out everywhere. Download your data first if you want a copy.
        </p>
      </div>
      <FormAlert toast={start.alert} />
      <CurrentPasswordField error={start.errors.password} />
      <button type="submit" disabled={start.busy} className={`${dangerSolid} w-full sm:w-64`}>
        {start.busy ? "Checking..." : "Delete my account"}
      </button>
    </start.Form>
  );
}

const dangerSolid =
  "inline-flex items-center justify-center rounded-full bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-80";

/** The "Delete Account" card of /account. */
export function DeleteAccountSection({ answer }: { answer: FormAnswer | undefined }) {
  return (
    <AccountSection id="delete" title="Delete Account" tone="danger">
      <DeleteAccount answer={answerFor(answer, intents.start) ?? answerFor(answer, intents.confirm)} />
    </AccountSection>
  );
}
