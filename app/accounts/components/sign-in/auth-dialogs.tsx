import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { authDialogTexts } from "./auth-dialog-texts";
import { type AuthDialog, useAuthUi } from "./auth-ui";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm } from "./login-form";
import { SignupForm } from "./signup-form";

function AccountDialog({
  kind,
  title,
  description,
  children,
}: {
  kind: Exclude<AuthDialog, null>;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const { dialog, closeDialog } = useAuthUi();
  return (
    <Dialog.Root open={dialog === kind} onOpenChange={(open) => (open ? undefined : closeDialog())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-navy-950/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[90] max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-2xl">
          <Dialog.Title className="text-2xl font-extrabold text-navy-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1.5 text-muted">{description}</Dialog.Description>
          <div className="mt-6">{children}</div>
          <Dialog.Close
            aria-label="Close"
            className="absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-muted hover:bg-slate-100"
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The Login, Sign Up and Forgot Password dialogs opened from the header; each can switch to the others. */
export function AuthDialogs() {
  const { openDialog } = useAuthUi();
  // A success redirects back to this page (and the navigation closes the dialog).
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <>
      <AccountDialog kind="login" {...authDialogTexts.login}>
        <LoginForm
          redirectTo={here}
          onForgotPassword={() => openDialog("forgot")}
          onSwitchToSignup={() => openDialog("signup")}
        />
      </AccountDialog>
      <AccountDialog kind="signup" {...authDialogTexts.signup}>
        <SignupForm onSwitchToLogin={() => openDialog("login")} />
      </AccountDialog>
      <AccountDialog kind="forgot" {...authDialogTexts.forgot}>
        <ForgotPasswordForm redirectTo={here} />
      </AccountDialog>
    </>
  );
}
