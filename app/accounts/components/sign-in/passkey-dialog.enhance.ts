import * as webauthn from "@simplewebauthn/browser";
import { failureText, signInWith } from "~/accounts/passkey-ceremony";
import { signInIntents } from "~/accounts/sign-in-intents";
import { accountErrorText, accountFailureTitles } from "~/accounts/texts";
import { showToast } from "~/ui/enhance/toast-dom";

/**
 * The passkey prompt of a content page's Login dialog and of /login, loaded by passkey.enhance.ts
 * on the button's press (never with the page), or with /login where the e-mail field offers
 * passkeys. The browser's answer is posted to /login as the hydrated form posts it
 * (`signInIntents.passkey`), through a form of the region's own that forms.enhance.ts sends: a
 * success loads the form's `redirectTo`, a refusal shows in the region.
 */
async function signIn(button: HTMLButtonElement) {
  const region = button.closest<HTMLElement>("[data-form-region]");
  if (!region) return;
  button.disabled = true;
  try {
    const credential = await signInWith(webauthn);
    if (credential) post(region, { intent: signInIntents.passkey, credential, redirectTo: redirectOf(region) });
  } catch (error) {
    showToast("error", accountFailureTitles.login, failureText(error, accountErrorText.passkeyFailed));
  } finally {
    if (button.isConnected) button.disabled = false;
  }
}

/**
 * A passkey picked among the e-mail field's suggestions: the prompt waits for it (or for a press
 * of the button, whose prompt replaces this one). A cancel or a failure here says nothing, as the
 * hydrated form's autofill says nothing; the button is still there.
 */
async function signInFromAutofill(field: HTMLInputElement) {
  const credential = await signInWith(webauthn, { autofill: true }).catch(() => null);
  const region = field.closest<HTMLElement>("[data-form-region]");
  if (credential && region?.isConnected) {
    post(region, { intent: signInIntents.passkey, credential, redirectTo: redirectOf(region) });
  }
}

function redirectOf(region: HTMLElement): string {
  return (
    region.querySelector<HTMLInputElement>('input[name="redirectTo"]')?.value ??
    window.location.pathname + window.location.search
  );
}

/** A form in the dialog's region, so forms.enhance.ts posts it and shows its answer there. */
function post(region: HTMLElement, fields: Record<string, string>) {
  const form = document.createElement("form");
  form.method = "post";
  form.action = region.querySelector("form")?.getAttribute("action") ?? "/login";
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  region.appendChild(form);
  form.requestSubmit();
}

document.addEventListener("passkey-sign-in", (event) => {
  const button = event.target;
  if (button instanceof HTMLButtonElement) void signIn(button);
});
document.addEventListener("passkey-autofill", (event) => {
  const field = event.target;
  if (field instanceof HTMLInputElement) void signInFromAutofill(field);
});
