import { AccountSection } from "~/accounts";
import { staffLabel } from "~/conversations";
import { SubmitButton, TextAreaField, TextField } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { answerFor } from "~/ui/forms/form-answer";
import { IntentInput } from "~/ui/forms/intent-input";
import { declareIntents } from "~/ui/forms/intents";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { LIMITS } from "~/ui/forms/limits";
import { useActionForm } from "~/ui/forms/use-action-form";

/** The `intent` of the staff signature form (its handler is staff-signature.server.ts). */
export const intents = declareIntents({ save: "staff-profile" });

const signatureFields = lazySchema(() => import("~/staff/validation/staff").then((m) => m.staffProfileSchema));

/**
 * Staff only: how replies to clients are signed. The display name shows as "{name} from ADRIG" on
 * the client's pages and in the From of the mail; the signature ends every reply.
 */
function StaffSignatureForm({
  profile,
  answer,
}: {
  profile: { displayName: string; signature: string };
  answer: FormAnswer | null;
}) {
  const { Form, errors, busy, values, alert, formProps } = useActionForm(signatureFields, {
    action: "/account",
    answer,
  });
  return (
    <Form {...formProps} className="space-y-4">
      <IntentInput intent={intents.save} />
      <FormAlert toast={alert} />
      <TextField
        label="Display name"
        name="displayName"
        required
        minLength={LIMITS.staffDisplayName.min}
        maxLength={LIMITS.staffDisplayName.max}
        defaultValue={values.displayName ?? profile.displayName}
        error={errors.displayName}
        hint={`Clients see your replies signed “${staffLabel(profile.displayName)}”.`}
      />
      <TextAreaField
        label="Signature"
        name="signature"
        rows={4}
        maxLength={LIMITS.staffSignature.max}
        defaultValue={values.signature ?? profile.signature}
        error={errors.signature}
        hint="Ends every reply you send, for example your role and a phone number."
      />
      <div className="sm:w-48">
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save signature
        </SubmitButton>
      </div>
    </Form>
  );
}

/** "Your signature (staff)": shown to staff only (`profile` is null for everyone else). */
export function StaffSignatureSection({
  profile,
  answer,
}: {
  profile: { displayName: string; signature: string } | null;
  answer: FormAnswer | undefined;
}) {
  if (!profile) return null;
  return (
    <AccountSection id="signature" title="Your signature (staff)">
      <StaffSignatureForm profile={profile} answer={answerFor(answer, intents.save)} />
    </AccountSection>
  );
}
