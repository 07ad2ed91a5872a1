import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { CurrentPasswordField } from "~/components/forms/credential-fields";
import { FormAlert } from "~/components/forms/form-alert";
import { useActionForm } from "~/components/forms/use-action-form";
import { SubmitButton } from "~/components/ui/form-field";
import type { FormAnswer } from "~/lib/form-answer";
import { lazySchema } from "~/lib/validation/lazy-schema";

const changePasswordFields = lazySchema(() => import("~/lib/validation/account").then((m) => m.changePasswordSchema));

/** "Change Password": the current one first; afterwards every other session is signed out. */
export function ChangePasswordForm({ answer }: { answer: FormAnswer | null }) {
  const { Form, errors, busy, alert, formProps } = useActionForm(changePasswordFields, { action: "/account", answer });
  return (
    <Form {...formProps} className="space-y-4">
      <input type="hidden" name="intent" value="password" />
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
