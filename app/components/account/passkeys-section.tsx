import { useEffect, useState } from "react";
import { CurrentPasswordField } from "~/components/forms/credential-fields";
import { FormAlert } from "~/components/forms/form-alert";
import { useActionForm } from "~/components/forms/use-action-form";
import { SubmitButton, TextField } from "~/components/ui/form-field";
import type { FormAnswer } from "~/lib/form-answer";
import { formatDateTime } from "~/lib/format";
import { confirmPrompt, passkeyFailureToast, passkeysSupported, registerPrompt } from "~/lib/passkey-prompt";
import { notify } from "~/lib/toast";
import { lazySchema } from "~/lib/validation/lazy-schema";
import { LIMITS } from "~/lib/validation/limits";

const renameFields = lazySchema(() => import("~/lib/validation/passkeys").then((m) => m.renamePasskeySchema));
const removeFields = lazySchema(() => import("~/lib/validation/passkeys").then((m) => m.passwordProofSchema));

export type PasskeyItem = { id: string; name: string; createdAt: string; lastUsedAt: string | null; synced: boolean };

const outline =
  "rounded-full border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * "Passkeys": add one (the browser's own prompt), rename (a plain form), remove (the password, or
 * another passkey of the account). Adding needs JavaScript and WebAuthn; the rest works without.
 */
export function PasskeysSection({
  passkeys,
  answers,
}: {
  passkeys: PasskeyItem[];
  answers: { rename: FormAnswer | null; remove: FormAnswer | null };
}) {
  // The server renders without knowing the browser: the button waits for hydration.
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => setSupported(passkeysSupported()), []);
  const add = useActionForm(null, { action: "/account" });
  const [prompting, setPrompting] = useState(false);

  async function addPasskey() {
    setPrompting(true);
    try {
      const credential = await registerPrompt();
      if (credential) {
        void add.fetcher.submit({ intent: "passkey-add", credential }, { method: "post", action: "/account" });
      }
    } catch (error) {
      notify(await passkeyFailureToast(error, "account"));
    } finally {
      setPrompting(false);
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-ink">
        A passkey signs you in with your fingerprint, face or screen lock instead of your password, and counts as
        two-step verification. It stays on your device (or in your password manager); we keep only its public key.
      </p>
      {passkeys.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              canConfirmWithAnother={passkeys.length > 1 && supported === true}
              answers={{
                rename: answers.rename?.values?.id === passkey.id ? answers.rename : null,
                remove: answers.remove?.values?.id === passkey.id ? answers.remove : null,
              }}
            />
          ))}
        </ul>
      ) : (
        <p className="text-muted">You have no passkeys yet.</p>
      )}
      <div>
        <button
          type="button"
          onClick={addPasskey}
          disabled={!supported || prompting || add.busy}
          className="inline-flex items-center justify-center rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {add.busy ? "Adding..." : "Add a passkey"}
        </button>
        {supported === false ? <p className="mt-2 text-sm text-muted">This browser cannot make passkeys.</p> : null}
      </div>
    </div>
  );
}

function PasskeyRow({
  passkey,
  canConfirmWithAnother,
  answers,
}: {
  passkey: PasskeyItem;
  canConfirmWithAnother: boolean;
  answers: { rename: FormAnswer | null; remove: FormAnswer | null };
}) {
  const rename = useActionForm(renameFields, { action: "/account", answer: answers.rename });
  const remove = useActionForm(removeFields, { action: "/account", answer: answers.remove });
  const [prompting, setPrompting] = useState(false);

  async function confirmWithAnother() {
    setPrompting(true);
    try {
      const credential = await confirmPrompt(passkey.id);
      if (credential) {
        void remove.fetcher.submit(
          { intent: "passkey-remove", id: passkey.id, credential },
          { method: "post", action: "/account" },
        );
      }
    } catch (error) {
      notify(await passkeyFailureToast(error, "account"));
    } finally {
      setPrompting(false);
    }
  }

  return (
    <li className="space-y-3 p-4" data-testid="passkey">
      <div>
        <p className="font-semibold text-navy-900">{passkey.name}</p>
        <p className="text-sm text-muted">
          Added <time dateTime={passkey.createdAt}>{formatDateTime(passkey.createdAt)}</time>
          {" · "}
          {passkey.lastUsedAt ? (
            <>
              Last used <time dateTime={passkey.lastUsedAt}>{formatDateTime(passkey.lastUsedAt)}</time>
            </>
          ) : (
            "Not used yet"
          )}
          {passkey.synced ? " · Synced across your devices" : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <details className="group w-full" open={Boolean(answers.rename)}>
          <summary className={`${outline} inline-block cursor-pointer list-none text-sm`}>Rename</summary>
          <rename.Form {...rename.formProps} className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="passkey-rename" />
            <input type="hidden" name="id" value={passkey.id} />
            <FormAlert toast={rename.alert} />
            <TextField
              label="Name"
              name="name"
              defaultValue={passkey.name}
              required
              maxLength={LIMITS.passkeyName.max}
              error={rename.errors.name}
            />
            <div className="sm:w-56">
              <SubmitButton busy={rename.busy} busyLabel="Saving...">
                Save name
              </SubmitButton>
            </div>
          </rename.Form>
        </details>
        <details className="w-full" open={Boolean(answers.remove)}>
          <summary className={`${outline} inline-block cursor-pointer list-none text-sm`}>Remove</summary>
          <div className="mt-3 space-y-3">
            <remove.Form {...remove.formProps} className="space-y-3">
              <input type="hidden" name="intent" value="passkey-remove" />
              <input type="hidden" name="id" value={passkey.id} />
              <FormAlert toast={remove.alert} />
              <p className="text-sm text-ink">Enter your password to remove “{passkey.name}”.</p>
              <CurrentPasswordField error={remove.errors.password} />
              <div className="sm:w-56">
                <SubmitButton busy={remove.busy} busyLabel="Removing...">
                  Remove passkey
                </SubmitButton>
              </div>
            </remove.Form>
            {canConfirmWithAnother ? (
              <button
                type="button"
                onClick={confirmWithAnother}
                disabled={prompting || remove.busy}
                className={outline}
              >
                Confirm with another passkey instead
              </button>
            ) : null}
          </div>
        </details>
      </div>
    </li>
  );
}
