import { SubmitButton, TextField } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { IntentInput } from "~/ui/forms/intent-input";
import { useActionForm } from "~/ui/forms/use-action-form";
import { officeHoursIntents } from "../intents";
import { OFFICE_DAY_FIELDS, type OfficeHours } from "../office-hours";
import { reportsPageText } from "../reports-text";

/** Monday first, as staff read a week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** The office hours staff set (IST): the days and one opening and closing time. */
export function OfficeHoursForm({
  hours,
  action,
  answer,
}: {
  hours: OfficeHours;
  action: string;
  answer: FormAnswer | null;
}) {
  const text = reportsPageText.officeHours;
  const { Form, fetcher, busy, formProps } = useActionForm(null, { action, answer });
  const latest = fetcher.data ?? answer;
  const errors = latest?.fieldErrors ?? {};
  const kept = latest?.values ?? {};
  const dayError = errors["day-1"];
  return (
    <section aria-labelledby="office-hours-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5">
      <h2 id="office-hours-title" className="text-xl font-bold text-navy-900">
        {text.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{text.description}</p>
      <Form {...formProps} className="mt-4 space-y-4" data-testid="office-hours-form">
        <FormAlert toast={latest?.toast && !latest.fieldErrors ? latest.toast : null} />
        <IntentInput intent={officeHoursIntents.save} />
        <fieldset aria-describedby={dayError ? "office-days-error" : undefined}>
          <legend className="text-sm font-semibold text-navy-900">{text.days}</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {WEEK.map((weekday) => {
              const name = OFFICE_DAY_FIELDS[weekday];
              return (
                <label key={name} className="flex items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    name={name}
                    defaultChecked={name in kept ? kept[name] === "on" : hours.days.includes(weekday)}
                    className="h-4 w-4 accent-brand-600"
                  />
                  {text.weekdays[weekday]}
                </label>
              );
            })}
          </div>
          {dayError ? (
            <p id="office-days-error" className="mt-1.5 text-sm font-medium text-red-700">
              {dayError}
            </p>
          ) : null}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2 sm:max-w-md">
          <TextField
            label={text.start}
            name="start"
            type="time"
            required
            defaultValue={kept.start ?? hours.start}
            error={errors.start}
          />
          <TextField
            label={text.end}
            name="end"
            type="time"
            required
            defaultValue={kept.end ?? hours.end}
            error={errors.end}
          />
        </div>
        <div className="sm:w-56">
          <SubmitButton busy={busy} busyLabel={text.save}>
            {text.save}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
