import { type FormEvent, useEffect, useRef, useState } from "react";
import { AccountSection } from "~/accounts/components/account-section";
import { LockedNote } from "~/accounts/components/locked-note";
import { passkeyFailureToast, passkeysSupported, registerPrompt } from "~/accounts/passkey-prompt";
import { SubmitButton, TextField } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { answerFor } from "~/ui/forms/form-answer";
import { IntentInput } from "~/ui/forms/intent-input";
import { declareIntents } from "~/ui/forms/intents";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { LIMITS } from "~/ui/forms/limits";
import { useActionForm } from "~/ui/forms/use-action-form";
import { LocalTime } from "~/ui/shown-zone";
import { notify } from "~/ui/toasts/toast";

/** The `intent`s of the passkey forms (their handlers are passkeys.server.ts). */
export const intents = declareIntents({ add: "passkey-add", rename: "passkey-rename", remove: "passkey-remove" });

const renameFields = lazySchema(() => import("~/accounts/validation/passkeys").then((m) => m.renamePasskeySchema));
const addFields = lazySchema(() => import("~/accounts/validation/passkeys").then((m) => m.passkeyNameSchema));

export type PasskeyItem = { id: string; name: string; createdAt: string; lastUsedAt: string | null; synced: boolean };

const outline =
  "rounded-full border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60";
const solid =
  "inline-flex items-center justify-center rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * "Passkeys": add one (a name first, the browser's name offered, then the browser's own prompt),
 * rename (a plain form), remove (after "Confirm it's you" with the password or an older factor).
 * Every change waits for "Confirm it's you" (`unlocked`). Adding needs JavaScript and WebAuthn;
 * the rest works without.
 */
function PasskeyForms({
  passkeys,
  newPasskeyName,
  unlocked,
  answers,
}: {
  passkeys: PasskeyItem[];
  /** What "Add a passkey" offers as the name: the browser's, numbered if a passkey has it already. */
  newPasskeyName: string;
  unlocked: boolean;
  answers: { rename: FormAnswer | null; remove: FormAnswer | null };
}) {
  // The server renders without knowing the browser: the button waits for hydration.
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => setSupported(passkeysSupported()), []);
  const add = useActionForm(addFields, { action: "/account" });
  const [naming, setNaming] = useState(false);
  const [prompting, setPrompting] = useState(false);
  const nameForm = useRef<HTMLFormElement>(null);
  // A passkey was added (the page's data came back with it): the naming step is over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the number of passkeys is the trigger.
  useEffect(() => setNaming(false), [passkeys.length]);
  useEffect(() => {
    if (naming) (nameForm.current?.elements.namedItem("name") as HTMLInputElement | null)?.focus();
  }, [naming]);

  async function addPasskey(name: string) {
    setPrompting(true);
    try {
      const credential = await registerPrompt();
      if (credential) {
        void add.fetcher.submit({ intent: intents.add, credential, name }, { method: "post", action: "/account" });
      }
    } catch (error) {
      notify(await passkeyFailureToast(error, "account"));
    } finally {
      setPrompting(false);
    }
  }

  /** The name is checked with the field's rules before the browser's prompt opens. */
  function onName(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get("name") ?? "");
    add.withFieldCheck((check) => {
      const found = check ? check({ name }) : {};
      add.setErrors(found);
      if (found.name) (form.elements.namedItem("name") as HTMLInputElement | null)?.focus();
      else void addPasskey(name);
    });
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
              unlocked={unlocked}
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
      {unlocked ? null : <LockedNote what="your passkeys" />}
      <div hidden={!unlocked}>
        {naming ? (
          <form
            ref={nameForm}
            onSubmit={onName}
            onFocusCapture={add.formProps.onFocusCapture}
            noValidate
            aria-label="Add a passkey"
            className="space-y-4 rounded-xl p-4 ring-1 ring-slate-200"
          >
            <TextField
              label="Passkey name"
              name="name"
              defaultValue={newPasskeyName}
              required
              maxLength={LIMITS.passkeyName.max}
              error={add.errors.name}
              hint="A name to tell your passkeys apart, such as “Work laptop” or “Phone”. Your browser asks next."
            />
            <div className="flex flex-wrap gap-3">
              <button type="submit" disabled={prompting || add.busy} className={solid}>
                {add.busy ? "Adding..." : prompting ? "Waiting for your browser..." : "Create passkey"}
              </button>
              <button type="button" onClick={() => setNaming(false)} className={outline}>
                Cancel
              </button>
            </div>
          </form>
        ) : (
          <button type="button" onClick={() => setNaming(true)} disabled={!supported} className={solid}>
            Add a passkey
          </button>
        )}
        {supported === false ? <p className="mt-2 text-sm text-muted">This browser cannot make passkeys.</p> : null}
      </div>
    </div>
  );
}

function PasskeyRow({
  passkey,
  unlocked,
  answers,
}: {
  passkey: PasskeyItem;
  unlocked: boolean;
  answers: { rename: FormAnswer | null; remove: FormAnswer | null };
}) {
  const rename = useActionForm(renameFields, { action: "/account", answer: answers.rename });
  const remove = useActionForm(null, { action: "/account", answer: answers.remove });

  return (
    <li className="space-y-3 p-4" data-testid="passkey">
      <div>
        <p className="font-semibold text-navy-900">{passkey.name}</p>
        <p className="text-sm text-muted">
          Added <LocalTime at={passkey.createdAt} />
          {" · "}
          {passkey.lastUsedAt ? (
            <>
              Last used <LocalTime at={passkey.lastUsedAt} />
            </>
          ) : (
            "Not used yet"
          )}
          {passkey.synced ? " · Synced across your devices" : null}
        </p>
      </div>
      {unlocked ? (
        <div className="flex flex-wrap gap-3">
          <details className="group w-full" open={Boolean(answers.rename)}>
            <summary className={`${outline} inline-block cursor-pointer list-none text-sm`}>Rename</summary>
            <rename.Form {...rename.formProps} className="mt-3 space-y-3">
              <IntentInput intent={intents.rename} />
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
            <summary className={`${danger} inline-block cursor-pointer list-none text-sm`}>Remove</summary>
            <remove.Form {...remove.formProps} className="mt-3 space-y-3 rounded-xl bg-red-50 p-4 ring-1 ring-red-200">
              <IntentInput intent={intents.remove} />
              <input type="hidden" name="id" value={passkey.id} />
              <FormAlert toast={remove.alert} />
              <p className="text-sm text-ink">
                Remove “{passkey.name}”? You will no longer be able to sign in with it, and the device keeps a passkey
                that no longer works here.
              </p>
              <button type="submit" disabled={remove.busy} className={dangerSolid}>
                {remove.busy ? "Removing..." : "Remove passkey"}
              </button>
            </remove.Form>
          </details>
        </div>
      ) : null}
    </li>
  );
}

const danger =
  "rounded-full border border-red-700 px-5 py-2.5 font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60";
const dangerSolid =
  "inline-flex items-center justify-center rounded-full bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-80";

/** The "Passkeys" card of /account. */
export function PasskeysSection({
  answer,
  ...props
}: {
  passkeys: PasskeyItem[];
  newPasskeyName: string;
  unlocked: boolean;
  answer: FormAnswer | undefined;
}) {
  return (
    <AccountSection id="passkeys" title="Passkeys">
      <PasskeyForms
        {...props}
        answers={{ rename: answerFor(answer, intents.rename), remove: answerFor(answer, intents.remove) }}
      />
    </AccountSection>
  );
}
