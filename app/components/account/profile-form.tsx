import { FullNameField } from "~/components/forms/credential-fields";
import { FormAlert } from "~/components/forms/form-alert";
import { useActionForm } from "~/components/forms/use-action-form";
import { SubmitButton, TextField } from "~/components/ui/form-field";
import type { FormAnswer } from "~/lib/form-answer";
import type { SessionUser } from "~/lib/session-user";
import { lazySchema } from "~/lib/validation/lazy-schema";

const profileFields = lazySchema(() => import("~/lib/validation/account").then((m) => m.profileSchema));

/** "Profile": the name can change; the e-mail is the account's identity and is shown read-only. */
export function ProfileForm({ user, answer }: { user: SessionUser; answer: FormAnswer | null }) {
  const { Form, errors, busy, values, alert, formProps } = useActionForm(profileFields, { action: "/account", answer });
  return (
    <Form {...formProps} className="space-y-4">
      <input type="hidden" name="intent" value="profile" />
      <FormAlert toast={alert} />
      <FullNameField defaultValue={values.name ?? user.name} error={errors.name} />
      <TextField
        label="Email"
        name="email-shown"
        type="email"
        value={user.email}
        readOnly
        hint="Your e-mail address identifies your account and cannot be changed here."
      />
      <div className="sm:w-48">
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save
        </SubmitButton>
      </div>
    </Form>
  );
}
