import { checkMailOf, checkMailText } from "~/accounts/check-mail";
import { signInIntents } from "~/accounts/sign-in-intents";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { IntentInput } from "~/ui/forms/intent-input";
import { useActionForm } from "~/ui/forms/use-action-form";

/**
 * "Resend the link": a new confirmation link for the address's pending sign-up, posted to the
 * page's own action (/signup or /login) so it works without JavaScript. The answer is the same
 * for any address, and the per-recipient caps decide whether a mail goes out.
 */
export function ResendLink({ action, email, answer }: { action: string; email: string; answer: FormAnswer | null }) {
  const { Form, busy, alert, fetcher, formProps } = useActionForm(null, { action, answer });
  const resent = checkMailOf(fetcher.data ?? answer)?.resent ?? false;
  return (
    <Form {...formProps} className="space-y-2">
      <IntentInput intent={signInIntents.resendConfirmation} />
      <input type="hidden" name="email" value={email} />
      <FormAlert toast={alert} />
      <button
        type="submit"
        disabled={busy}
        className="inline-flex items-center justify-center rounded-full border border-brand-600 bg-white px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-70"
      >
        {busy ? "Sending..." : checkMailText.resend}
      </button>
      <p role="status" className="text-sm text-ink">
        {resent ? checkMailText.resent : null}
      </p>
    </Form>
  );
}
