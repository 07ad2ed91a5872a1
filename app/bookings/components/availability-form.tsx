import { ADMIN_AVAILABILITY_PATH } from "~/staff";
import { SubmitButton, TextAreaField, TextField } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import { answerFor, type FormAnswer } from "~/ui/forms/form-answer";
import { IntentInput } from "~/ui/forms/intent-input";
import { useActionForm } from "~/ui/forms/use-action-form";
import type { WeeklyHours } from "../booking-rules";
import { availabilityIntents } from "../intents";

import { BOOKING_LIMITS } from "../texts";
import { rangesText, WEEKDAYS } from "../validation/availability";

export type AvailabilityView = {
  weeklyHours: WeeklyHours;
  meetingMinutes: number;
  bufferMinutes: number;
  blockedDays: string[];
  meetingLink: string;
  takesBookings: boolean;
  hasFeed: boolean;
};

/** "Your availability": weekly hours in IST, meeting length, buffer, blocked days, the meeting link, on or off. */
export function AvailabilityForm({
  availability,
  answer,
}: {
  availability: AvailabilityView;
  answer: FormAnswer | null;
}) {
  const mine = answerFor(answer, availabilityIntents.save);
  const { Form, fetcher, busy, formProps } = useActionForm(null, { action: ADMIN_AVAILABILITY_PATH, answer: mine });
  const latest = fetcher.data ?? mine;
  const errors = latest?.fieldErrors ?? {};
  const kept = latest?.values ?? {};
  return (
    <Form {...formProps} className="space-y-5" data-testid="availability-form">
      <FormAlert toast={latest?.toast && !latest.fieldErrors ? latest.toast : null} />
      <IntentInput intent={availabilityIntents.save} />
      <label className="flex items-center gap-2 font-semibold text-navy-900">
        <input type="checkbox" name="takesBookings" defaultChecked={availability.takesBookings} />I take consultation
        bookings
      </label>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-navy-900">
          Weekly hours in IST (e.g. 10:00-13:00, 14:00-17:00; empty for a day off)
        </legend>
        {WEEKDAYS.map((day) => (
          <TextField
            key={day.key}
            label={day.label}
            name={`hours-${day.key}`}
            defaultValue={kept[`hours-${day.key}`] ?? rangesText(availability.weeklyHours[day.key])}
            error={errors[`hours-${day.key}`]}
          />
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Meeting length (minutes)"
          name="meetingMinutes"
          inputMode="numeric"
          defaultValue={kept.meetingMinutes ?? String(availability.meetingMinutes)}
          error={errors.meetingMinutes}
        />
        <TextField
          label="Buffer between meetings (minutes)"
          name="bufferMinutes"
          inputMode="numeric"
          defaultValue={kept.bufferMinutes ?? String(availability.bufferMinutes)}
          error={errors.bufferMinutes}
        />
      </div>
      <TextAreaField
        label="Blocked days (holidays, leave), one YYYY-MM-DD a line"
        name="blockedDays"
        rows={4}
        defaultValue={kept.blockedDays ?? availability.blockedDays.join("\n")}
        error={errors.blockedDays}
      />
      <TextField
        label="Meeting link sent with each booking"
        name="meetingLink"
        type="url"
        placeholder="https://meet.google.com/..."
        maxLength={BOOKING_LIMITS.meetingLink.max}
        defaultValue={kept.meetingLink ?? availability.meetingLink}
        error={errors.meetingLink}
      />
      <div className="sm:w-56">
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save availability
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The calendar feed: a new secret address (shown once), or turn it off. */
export function FeedForms({ hasFeed, answer }: { hasFeed: boolean; answer: FormAnswer | null }) {
  const renew = useActionForm(null, {
    action: ADMIN_AVAILABILITY_PATH,
    answer: answerFor(answer, availabilityIntents.feedRenew),
  });
  const revoke = useActionForm(null, {
    action: ADMIN_AVAILABILITY_PATH,
    answer: answerFor(answer, availabilityIntents.feedRevoke),
  });
  const shown = (renew.fetcher.data ?? answerFor(answer, availabilityIntents.feedRenew))?.values?.feedUrl;
  return (
    <div className="space-y-4" data-testid="feed">
      <p className="text-sm text-muted">
        Subscribe to this address in Google Calendar ("From URL") or Outlook ("Subscribe from web") to see your bookings
        there. Keep it secret: anyone with it sees your bookings. A new address replaces the old one.
      </p>
      {shown ? (
        <p className="break-all rounded-xl bg-brand-50 p-3 font-mono text-sm" data-testid="feed-url">
          {shown}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <renew.Form {...renew.formProps}>
          <IntentInput intent={availabilityIntents.feedRenew} />
          <button type="submit" className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white">
            {hasFeed ? "New feed address" : "Create feed address"}
          </button>
        </renew.Form>
        {hasFeed ? (
          <revoke.Form {...revoke.formProps}>
            <IntentInput intent={availabilityIntents.feedRevoke} />
            <button type="submit" className="rounded-full border border-red-700 px-5 py-2.5 font-semibold text-red-800">
              Turn the feed off
            </button>
          </revoke.Form>
        ) : null}
      </div>
    </div>
  );
}
