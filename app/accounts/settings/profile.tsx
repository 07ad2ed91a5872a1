import { AccountSection } from "~/accounts/components/account-section";
import { profileText } from "~/accounts/profile-text";
import type { SessionUser } from "~/accounts/session-user";
import { fill } from "~/ui/fill";
import { SubmitButton, TextField } from "~/ui/form-field";
import { FullNameField } from "~/ui/forms/credential-fields";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { answerFor } from "~/ui/forms/form-answer";
import { IntentInput } from "~/ui/forms/intent-input";
import { declareIntents } from "~/ui/forms/intents";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { useActionForm } from "~/ui/forms/use-action-form";
import { TimeZoneForm, intents as timeZoneIntents } from "./time-zone";

/** The `intent` of the profile form: written here only (its handler is profile.server.ts). */
export const intents = declareIntents({ save: "profile" });

const profileFields = lazySchema(() => import("~/accounts/validation/account").then((m) => m.profileSchema));

/**
 * "Profile": the name can change; the e-mail is shown read-only, with the way to the "E-mail
 * address" card below, where it changes.
 */
function ProfileForm({ user, answer }: { user: SessionUser; answer: FormAnswer | null }) {
  const { Form, errors, busy, values, alert, formProps } = useActionForm(profileFields, { action: "/account", answer });
  return (
    <Form {...formProps} className="space-y-4">
      <IntentInput intent={intents.save} />
      <FormAlert toast={alert} />
      <FullNameField defaultValue={values.name ?? user.name} error={errors.name} />
      <TextField
        label={profileText.emailLabel}
        name="email-shown"
        type="email"
        value={user.email}
        readOnly
        hint={fill(profileText.emailHint, {
          change: (
            <a href="#email" className="font-semibold text-brand-700 underline underline-offset-2">
              {profileText.emailChangeLink}
            </a>
          ),
        })}
      />
      <div className="sm:w-48">
        <SubmitButton busy={busy} busyLabel={profileText.saving}>
          {profileText.save}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The "Profile" card of /account: the name, then the time zone the person's times are shown in. */
export function ProfileSection({
  user,
  timeZone,
  zones,
  answer,
}: {
  user: SessionUser;
  timeZone: string | null;
  zones: readonly string[];
  answer: FormAnswer | undefined;
}) {
  return (
    <AccountSection id="profile" title="Profile">
      <ProfileForm user={user} answer={answerFor(answer, intents.save)} />
      <TimeZoneForm timeZone={timeZone} zones={zones} answer={answerFor(answer, timeZoneIntents.save)} />
    </AccountSection>
  );
}
