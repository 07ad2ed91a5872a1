import { claimText } from "~/conversations/client/claim-text";
import { MESSAGES_PATH } from "~/conversations/conversations";
import { SubmitButton } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { IntentInput } from "~/ui/forms/intent-input";
import { declareIntents } from "~/ui/forms/intents";
import { useActionForm } from "~/ui/forms/use-action-form";

/** The intent of "E-mail me the links" (its handler: messages-actions.server.ts). */
export const unclaimedIntents = declareIntents({ mailLinks: "claim-links" });

/** "Not seeing a conversation?": those sent with this address while signed out, and the button that mails their links. */
export function UnclaimedConversations({ count, answer }: { count: number; answer: FormAnswer | undefined }) {
  const { Form, busy, alert, formProps } = useActionForm(null, { action: MESSAGES_PATH, answer });
  return (
    <section
      aria-labelledby="unclaimed-title"
      className="rounded-2xl bg-white p-6 text-ink shadow-sm ring-1 ring-black/5"
    >
      <h2 id="unclaimed-title" className="font-bold text-navy-900">
        {claimText.notSeeing}
      </h2>
      <p className="mt-1 text-sm">{claimText.waiting(count)}</p>
      <Form {...formProps} className="mt-4 space-y-3">
        <IntentInput intent={unclaimedIntents.mailLinks} />
        <FormAlert toast={alert} />
        <SubmitButton busy={busy} busyLabel={claimText.mailLinksBusy}>
          {claimText.mailLinks}
        </SubmitButton>
      </Form>
    </section>
  );
}
