import { AccountSection } from "~/accounts/components/account-section";
import { NewPasswordFields } from "~/accounts/components/sign-in/new-password-fields";
import { SubmitButton } from "~/ui/form-field";
import { CurrentPasswordField } from "~/ui/forms/credential-fields";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { answerFor } from "~/ui/forms/form-answer";
import { IntentInput } from "~/ui/forms/intent-input";
import { declareIntents } from "~/ui/forms/intents";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { useActionForm } from "~/ui/forms/use-action-form";

/** The `intent` of the change of password form (its handler is password.server.ts). */
export const intents = declareIntents({ change: "password" });

const changePasswordFields = lazySchema(() =>
  import("~/accounts/validation/account").then((m) => m.changePasswordSchema),
);

/** "Change Password": the current one first; afterwards every other session is signed out. */
function ChangePasswordForm({ answer }: { answer: FormAnswer | null }) {
  const { Form, errors, busy, alert, formProps } = useActionForm(changePasswordFields, { action: "/account", answer });
  return (
    <Form {...formProps} className="space-y-4">
      <IntentInput intent={intents.change} />
      <FormAlert toast={alert} />
      <CurrentPasswordField label="Current Password" name="currentPassword" error={errors.currentPassword} />
      <NewPasswordFields label="New Password" confirmLabel="Confirm New Password" errors={errors} />
      <p className="text-sm text-muted">Changing your password signs you out on every other device.</p>
      <div className="sm:w-56">
        <SubmitButton busy={busy} busyLabel="Saving...">
          Change Password
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The "Change Password" card of /account. */
export function PasswordSection({ answer }: { answer: FormAnswer | undefined }) {
  return (
    <AccountSection id="password" title="Change Password">
      <ChangePasswordForm answer={answerFor(answer, intents.change)} />
    </AccountSection>
  );
}
