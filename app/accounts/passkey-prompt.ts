import type { Toast } from "../ui/toasts/toast";
import { answered, failureText, type Library, type Options, passkeyOptions, signInWith } from "./passkey-ceremony";

/**
 * The browser's passkey prompts, for the login forms and /account. @simplewebauthn/browser (about
 * 4 KB) loads on first use, never with the page. Each prompt asks /api/passkeys for its options
 * (a fresh challenge) and returns the browser's answer as JSON text, which the page then posts to
 * its action; null means the person cancelled or the prompt timed out. The texts of a failure
 * (ui-text.ts) load only when one happens, so the login form carries no more than it did.
 */
let library: Library | null = null;

async function load(): Promise<Library> {
  library ??= await import("@simplewebauthn/browser");
  return library;
}

/** Whether this browser has WebAuthn at all (checked after hydration: the server renders without it). */
export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/** Whether the browser offers passkeys in the e-mail field's autofill (conditional mediation). */
export async function passkeyAutofillSupported(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  return (await PublicKeyCredential.isConditionalMediationAvailable?.()) ?? false;
}

type CreationOptions = Parameters<Library["startRegistration"]>[0]["optionsJSON"];

/** "Sign in with a passkey", or (autofill) the passkeys the e-mail field offers. */
export async function signInPrompt({ autofill = false } = {}): Promise<string | null> {
  return signInWith(await load(), { autofill });
}

/** "Add a passkey". */
export async function registerPrompt(): Promise<string | null> {
  const lib = await load();
  const optionsJSON = await passkeyOptions<CreationOptions>("register/options");
  return answered(() => lib.startRegistration({ optionsJSON }));
}

/** "Confirm it's you" with one of the account's passkeys. */
export async function confirmPrompt(): Promise<string | null> {
  const lib = await load();
  const optionsJSON = await passkeyOptions<Options>("confirm/options");
  return answered(() => lib.startAuthentication({ optionsJSON }));
}

/** Ends a waiting autofill prompt (the login form closed). */
export function cancelPasskeyPrompt(): void {
  library?.WebAuthnAbortService.cancelCeremony();
}

/** The toast for a prompt that failed for another reason than a cancel. */
export async function passkeyFailureToast(error: unknown, on: "login" | "account"): Promise<Toast> {
  const [{ accountErrorText, accountFailureTitles }, { failureTitles }] = await Promise.all([
    import("~/accounts/texts"),
    import("~/ui/ui-text"),
  ]);
  const description = failureText(error, accountErrorText.passkeyFailed);
  return { kind: "error", title: on === "login" ? accountFailureTitles.login : failureTitles.generic, description };
}
