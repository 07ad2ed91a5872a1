import { markInteractive } from "~/ui/enhance/dom";
import { showToast } from "~/ui/enhance/toast-dom";

/**
 * "Sign in with a passkey" in a content page's Login dialog and on /login (docs/decisions/029-content-pages-without-the-framework.md).
 * The button is in the HTML, hidden (passkey-sign-in.tsx): the inline script beside this module's
 * tag (content-auth-dialogs.tsx) shows it as the page is parsed; this module shows the new one when
 * an answer replaces the form. A press loads the prompt's own module
 * (passkey-dialog.enhance.ts, with @simplewebauthn/browser), never with the page, whose address
 * the markup carries (`data-passkey-prompt`), and hands it the press.
 *
 * On /login, as the hydrated form did, the e-mail field also offers the browser's passkeys
 * (conditional mediation) where the browser can: then the prompt's module loads with the page.
 * Not in a dialog, which would load it on every content page.
 */
const BUTTON = "button[data-passkey-sign-in]";

function reveal() {
  if (typeof window.PublicKeyCredential !== "function") return;
  for (const button of document.querySelectorAll<HTMLButtonElement>(BUTTON)) button.hidden = false;
}

/** The prompt's module, loaded once; the bundler leaves a runtime address as it is. */
async function loadPrompt(): Promise<boolean> {
  const url = document.querySelector<HTMLElement>("[data-passkey-prompt]")?.dataset.passkeyPrompt;
  if (!url) return false;
  await import(/* @vite-ignore */ url);
  return true;
}

async function press(button: HTMLButtonElement) {
  button.disabled = true;
  try {
    if (await loadPrompt()) button.dispatchEvent(new CustomEvent("passkey-sign-in", { bubbles: true }));
  } catch {
    button.disabled = false;
    showToast("error", "Something went wrong", "Please check your connection and try again.");
  }
}

/** The passkeys among the e-mail field's suggestions, on the page's own form (not a dialog's). */
async function offerInAutofill() {
  const field = [...document.querySelectorAll<HTMLInputElement>('input[autocomplete~="webauthn"]')].find(
    (input) => !input.closest("dialog"),
  );
  if (!field || typeof window.PublicKeyCredential !== "function") return;
  if (!(await PublicKeyCredential.isConditionalMediationAvailable?.())) return;
  if (await loadPrompt().catch(() => false))
    field.dispatchEvent(new CustomEvent("passkey-autofill", { bubbles: true }));
}

for (const region of document.querySelectorAll("[data-form-region]")) {
  new MutationObserver(reveal).observe(region, { childList: true, subtree: true });
}
void offerInAutofill();
document.addEventListener("click", (event) => {
  const button = (event.target as Element).closest<HTMLButtonElement>(BUTTON);
  if (button && !button.disabled) void press(button);
});
markInteractive();
