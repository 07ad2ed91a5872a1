import { AccountSection } from "~/accounts/components/account-section";
import { ConfirmIdentity, type ConfirmIdentityState, confirmIntents } from "~/accounts/components/confirm-identity";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { answerFor } from "~/ui/forms/form-answer";

/** The `intent`s of "Confirm it's you" (written in components/confirm-identity.tsx, shared with /admin/team). */
export const intents = confirmIntents;

/** The "Confirm it's you" card of /account. */
export function ConfirmIdentitySection({
  state,
  answer,
}: {
  state: ConfirmIdentityState;
  answer: FormAnswer | undefined;
}) {
  return (
    <AccountSection id="security" title="Confirm it's you">
      <ConfirmIdentity
        state={state}
        answers={{
          password: answerFor(answer, intents.password),
          code: answerFor(answer, intents.code),
          passkey: answerFor(answer, intents.passkey),
        }}
      />
    </AccountSection>
  );
}
