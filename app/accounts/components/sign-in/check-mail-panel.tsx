import { useEffect, useRef } from "react";
import { accountActions } from "~/accounts/account-actions";
import { checkMailText } from "~/accounts/check-mail";
import { signupPath } from "~/accounts/login-path";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { ResendLink } from "./resend-link";

/**
 * What a sign-up ends on, in the dialog and on /signup: "Check your inbox" with the address the
 * mail went to, "Resend the link" and "Wrong address? Start again". The panel is the same for a
 * new address, a pending sign-up and an existing account (docs/accounts-and-security.md).
 */
export function CheckMailPanel({
  email,
  answer,
  redirectTo = "/",
  onStartAgain,
}: {
  email: string;
  /** Where the sign-up lands once confirmed: "Start again" without JavaScript keeps it. */
  redirectTo?: string;
  /** The answer of a plain post (no JavaScript) that rendered the panel: a resend's note or refusal. */
  answer: FormAnswer | null;
  onStartAgain: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // With JavaScript the panel replaces the form the person just sent: focus moves to its heading,
  // so a screen reader reads where they are now (on a content page forms.enhance.ts does it, for
  // the heading's tabindex).
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4" data-testid="check-inbox">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-extrabold text-navy-900 focus:outline-none">
        {checkMailText.title}
      </h2>
      <p className="text-ink">
        {checkMailText.sentTo} <strong className="break-all font-bold text-navy-900">{email}</strong>.{" "}
        {checkMailText.followLink}
      </p>
      <p className="text-sm text-muted">{checkMailText.nothingThere}</p>
      <ResendLink action={accountActions.signup} email={email} answer={answer} />
      <p className="border-t border-slate-200 pt-4 text-sm">
        <a
          href={signupPath(redirectTo)}
          onClick={(event) => {
            event.preventDefault();
            onStartAgain();
          }}
          className="font-semibold text-brand-700 hover:underline"
        >
          {checkMailText.startAgain}
        </a>
      </p>
    </div>
  );
}
