import { profileText } from "~/accounts/profile-text";
import { SelectField, SubmitButton } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { IntentInput } from "~/ui/forms/intent-input";
import { declareIntents } from "~/ui/forms/intents";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { useActionForm } from "~/ui/forms/use-action-form";

/** The `intent` of the time zone's form: written here only (its handler is time-zone.server.ts). */
export const intents = declareIntents({ save: "time-zone" });

const timeZoneFields = lazySchema(() => import("~/accounts/validation/account").then((m) => m.timeZoneSchema));

/**
 * "Time zone", in the "Profile" card: where the person's times are shown (app/ui/format.ts). The
 * zones are the server's list (loader data), so the page hydrates with the same options.
 */
export function TimeZoneForm({
  timeZone,
  zones,
  answer,
}: {
  timeZone: string | null;
  zones: readonly string[];
  answer: FormAnswer | null;
}) {
  const { Form, errors, busy, values, alert, formProps } = useActionForm(timeZoneFields, {
    action: "/account",
    answer,
  });
  const text = profileText.timeZone;
  return (
    <Form {...formProps} className="mt-8 space-y-4 border-t border-slate-200 pt-6" data-testid="time-zone-setting">
      <IntentInput intent={intents.save} />
      <FormAlert toast={alert} />
      <SelectField
        label={text.label}
        name="timeZone"
        defaultValue={values.timeZone ?? timeZone ?? ""}
        error={errors.timeZone}
        hint={text.hint}
        options={[{ value: "", label: text.notSet }, ...zones.map((zone) => ({ value: zone, label: zone }))]}
      />
      <div className="sm:w-56">
        <SubmitButton busy={busy} busyLabel={text.saving}>
          {text.save}
        </SubmitButton>
      </div>
    </Form>
  );
}
