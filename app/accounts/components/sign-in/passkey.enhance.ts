import { markInteractive } from "~/ui/enhance/dom";
import { showToast } from "~/ui/enhance/toast-dom";

/**
 * "Sign in with a passkey" in a content page's Login dialog (docs/decisions/029-content-pages-without-the-framework.md).
 * The button is in the HTML, hidden (passkey-sign-in.tsx): this module shows it where the browser
 * has WebAuthn, also when an answer replaces the dialog's form. A press loads the prompt's own
 * module (passkey-dialog.enhance.ts, with @simplewebauthn/browser), never with the page, whose
 * address the dialogs' markup carries (`data-passkey-prompt`), and hands it the press.
 */
const BUTTON = "button[data-passkey-sign-in]";

function reveal() {
  if (typeof window.PublicKeyCredential !== "function") return;
  for (const button of document.querySelectorAll<HTMLButtonElement>(BUTTON)) button.hidden = false;
}

async function press(button: HTMLButtonElement) {
  const url = document.querySelector<HTMLElement>("[data-passkey-prompt]")?.dataset.passkeyPrompt;
  if (!url) return;
  button.disabled = true;
  try {
    // A runtime address: the bundler leaves this import as it is (no loading code of its own).
    await import(/* @vite-ignore */ url);
    button.dispatchEvent(new CustomEvent("passkey-sign-in", { bubbles: true }));
  } catch {
    button.disabled = false;
    showToast("error", "Something went wrong", "Please check your connection and try again.");
  }
}

reveal();
for (const region of document.querySelectorAll("dialog [data-form-region]")) {
  new MutationObserver(reveal).observe(region, { childList: true, subtree: true });
}
document.addEventListener("click", (event) => {
  const button = (event.target as Element).closest<HTMLButtonElement>(BUTTON);
  if (button && !button.disabled) void press(button);
});
markInteractive();
