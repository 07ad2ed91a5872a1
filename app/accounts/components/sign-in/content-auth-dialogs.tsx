import { type ReactNode, useId } from "react";
import { useLocation, useMatches } from "react-router";
import { isSignInPage } from "~/accounts/sign-in-page";
import { EnhanceScript, enhanceModuleUrl } from "~/ui/enhance/enhance-script";
import { useNonce } from "~/ui/enhance/nonce";
import { authDialogTexts } from "./auth-dialog-texts";
import type { AuthDialog } from "./auth-ui";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm } from "./login-form";
import { SignupForm } from "./signup-form";

type Kind = Exclude<AuthDialog, null>;

/** Switching dialogs happens in the module (dialogs.enhance.ts); the server renders the buttons. */
const switchInModule = () => {};

/**
 * A content page's Login, Sign Up and Forgot Password dialogs (docs/decisions/029-content-pages-without-the-framework.md):
 * native `<dialog>`s in the HTML with the same forms as /login, /signup and /forgot-password.
 * Their module (dialogs.enhance.ts) opens them from the header's links; each form posts to its
 * action and shows the answer in place (forms.enhance.ts). Without JavaScript the header's
 * links lead to the pages.
 */
export function ContentAuthDialogs() {
  const location = useLocation();
  const matches = useMatches();
  const here = location.pathname + location.search;
  if (isSignInPage(matches.map((match) => match.handle))) return null;
  return (
    <>
      <NativeDialog kind="login">
        <LoginForm redirectTo={here} onForgotPassword={switchInModule} onSwitchToSignup={switchInModule} />
      </NativeDialog>
      <NativeDialog kind="signup">
        <SignupForm onSwitchToLogin={switchInModule} />
      </NativeDialog>
      <NativeDialog kind="forgot">
        <ForgotPasswordForm redirectTo={here} />
      </NativeDialog>
      <EnhanceScript name="dialogs" />
      <PasskeyModules />
    </>
  );
}

/**
 * Shows the hidden "Sign in with a passkey" buttons above it where the browser has WebAuthn, as
 * the parser reaches it, before the first paint: shown later by the module, the button on /login
 * would push the page down under the reader (a layout shift). Answers that replace a form are
 * handled by passkey.enhance.ts.
 */
const revealPasskeyButtons =
  'if(typeof PublicKeyCredential==="function")for(const b of document.querySelectorAll("button[data-passkey-sign-in]"))b.hidden=false;';

/**
 * "Sign in with a passkey" on a content page, in the Login dialog or on /login: the button's
 * module, and the address of the prompt's module, loaded on the press (passkey.enhance.ts).
 */
export function PasskeyModules() {
  const nonce = useNonce();
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: this file's constant script. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: revealPasskeyButtons }} />
      <div hidden data-passkey-prompt={enhanceModuleUrl("passkey-dialog")} />
      <EnhanceScript name="passkey" />
    </>
  );
}

function NativeDialog({ kind, children }: { kind: Kind; children: ReactNode }) {
  const id = useId();
  const { title, description } = authDialogTexts[kind];
  return (
    <dialog
      // Named for the tests and tools that look for role="dialog", as the hydrated dialogs are.
      // biome-ignore lint/a11y/noRedundantRoles: see above.
      role="dialog"
      data-auth-dialog={kind}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-2xl backdrop:bg-navy-950/50"
    >
      <h2 id={`${id}-title`} className="text-2xl font-extrabold text-navy-900">
        {title}
      </h2>
      <p id={`${id}-description`} className="mt-1.5 text-muted">
        {description}
      </p>
      <div className="mt-6" data-form-region={kind}>
        {children}
      </div>
      <button
        type="button"
        data-close=""
        aria-label="Close"
        className="absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-muted hover:bg-slate-100"
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </dialog>
  );
}
