import { useEffect, useRef, useState } from "react";
import { accountActions } from "~/accounts/account-actions";
import {
  cancelPasskeyPrompt,
  passkeyAutofillSupported,
  passkeyFailureToast,
  passkeysSupported,
  signInPrompt,
} from "~/accounts/passkey-prompt";
import { signInIntents } from "~/accounts/sign-in-intents";
import { useActionForm } from "~/ui/forms/use-action-form";
import { notify } from "~/ui/toasts/toast";

/**
 * "Sign in with a passkey" under the login form, and the same sign-in from the e-mail field's
 * autofill where the browser offers it (conditional mediation). Either way the browser's answer
 * goes to the /login action, which signs in and redirects like a password login. The button is in
 * the HTML, hidden, and shown once the page knows the browser has WebAuthn: by this component on
 * a hydrated page, by passkey.enhance.ts in a content page's dialog. Without JavaScript it stays
 * hidden and the password form is the way in.
 */
export function PasskeySignIn({ redirectTo }: { redirectTo: string }) {
  const { fetcher, busy } = useActionForm(null, { action: accountActions.login });
  const [supported, setSupported] = useState(false);
  const [prompting, setPrompting] = useState(false);
  // Kept current for the autofill prompt, which may answer long after the first render.
  const submit = useRef((_credential: string) => {});
  submit.current = (credential: string) => {
    void fetcher.submit(
      { intent: signInIntents.passkey, credential, redirectTo },
      { method: "post", action: accountActions.login },
    );
  };

  useEffect(() => {
    setSupported(passkeysSupported());
    let live = true;
    void (async () => {
      if (!(await passkeyAutofillSupported())) return;
      // Waits until the person picks a passkey in the e-mail field's suggestions, or the form closes.
      const credential = await signInPrompt({ autofill: true }).catch(() => null);
      if (live && credential) submit.current(credential);
    })();
    return () => {
      live = false;
      cancelPasskeyPrompt();
    };
  }, []);

  async function signIn() {
    setPrompting(true);
    try {
      const credential = await signInPrompt();
      if (credential) submit.current(credential);
    } catch (error) {
      notify(await passkeyFailureToast(error, "login"));
    } finally {
      setPrompting(false);
    }
  }

  return (
    <button
      type="button"
      data-passkey-sign-in=""
      hidden={!supported}
      onClick={signIn}
      disabled={busy || prompting}
      className="inline-flex w-full items-center justify-center gap-2 rounded-full border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-70"
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="8" cy="8" r="4" />
        <path
          d="M2 21v-1a6 6 0 0 1 9-5.2M15 13.5a3 3 0 1 1 3 3v4.5l-1.5-1.5 1.5-1.5-1.5-1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {busy ? "Signing in..." : "Sign in with a passkey"}
    </button>
  );
}
