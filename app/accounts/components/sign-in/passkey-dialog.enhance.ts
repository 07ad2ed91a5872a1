import * as webauthn from "@simplewebauthn/browser";
import { failureText, signInWith } from "~/accounts/passkey-ceremony";
import { signInIntents } from "~/accounts/sign-in-intents";
import { accountErrorText, accountFailureTitles } from "~/accounts/texts";
import { showToast } from "~/ui/enhance/toast-dom";

/**
 * The passkey prompt of a content page's Login dialog, loaded by passkey.enhance.ts on the
 * button's press (never with the page). The browser's answer is posted to /login as the hydrated
 * form posts it (`signInIntents.passkey`), through a form of the dialog's own that forms.enhance.ts
 * sends: a success loads the dialog's `redirectTo`, a refusal shows in the dialog.
 */
async function signIn(button: HTMLButtonElement) {
  const region = button.closest<HTMLElement>("[data-form-region]");
  if (!region) return;
  const redirectTo =
    region.querySelector<HTMLInputElement>('input[name="redirectTo"]')?.value ??
    window.location.pathname + window.location.search;
  button.disabled = true;
  try {
    const credential = await signInWith(webauthn);
    if (credential) post(region, { intent: signInIntents.passkey, credential, redirectTo });
  } catch (error) {
    showToast("error", accountFailureTitles.login, failureText(error, accountErrorText.passkeyFailed));
  } finally {
    if (button.isConnected) button.disabled = false;
  }
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
