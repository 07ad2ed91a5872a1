import { displayName, type SessionUser } from "~/accounts";
import { BOOK_PATH, VISIT_FORM_PROPS } from "~/site";
import { SubmitButton, TextAreaField, TextField } from "~/ui/form-field";
import { EmailField, FullNameField } from "~/ui/forms/credential-fields";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { TurnstileSlot } from "~/ui/forms/turnstile-slot";
import type { BookPageView } from "../book-view";

import { BOOKING_LIMITS, bookPageText } from "../texts";
import { SlotPicker, TopicSelect } from "./slot-picker";

/**
 * /book's form: a day and a time (the calendar beside the day's times), the topic, and the person's details (read-only from the
 * account when signed in; a visitor solves Turnstile). A plain post, rendered on the server only
 * (/book is sent without the framework): without JavaScript the action's page is the answer;
 * with it, app/ui/forms/forms.enhance.ts posts it through fetch and swaps this form's region
 * (`data-form-region`) for the answer's, or follows the redirect to the confirmation
 * (`data-follow-redirect`). When the time was just taken, the answer keeps what was typed and the
 * nearest free times are offered first.
 */
export function BookForm({
  view,
  base,
  user,
  siteKey,
  answer,
}: {
  view: BookPageView;
  /** What the calendar's links keep besides the zone and the day (the topic). */
  base: Record<string, string>;
  user: SessionUser | null;
  siteKey: string;
  answer: FormAnswer | null;
}) {
  const kept = answer?.values ?? {};
  const errors = answer?.fieldErrors ?? {};
  const taken = answer?.code === "slot_taken" ? (kept.start ?? "") : null;
  const alert = answer?.toast && !answer.fieldErrors && answer.code !== "slot_taken" ? answer.toast : null;
  return (
    <form
      method="post"
      action={`${BOOK_PATH}?${new URLSearchParams({ tz: view.zone, ...(view.day ? { day: view.day } : {}) })}`}
      {...VISIT_FORM_PROPS}
      data-follow-redirect=""
      className="space-y-6"
      data-testid="book-form"
    >
      <FormAlert toast={alert} />
      <input type="hidden" name="timeZone" value={view.zone} />
      <SlotPicker
        view={view}
        base={base}
        taken={taken}
        kept={kept.start ?? ""}
        error={taken !== null ? answer?.toast?.description : errors.start}
      />
      <TopicSelect view={view} value={kept.topic ?? view.topic} />
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-navy-900">{bookPageText.details}</legend>
        {user ? (
          <p className="text-sm text-muted" data-testid="booking-as">
            {displayName(user)} · {bookPageText.signedInAs(user.email)}
          </p>
        ) : (
          <div className="grid gap-5 sm:grid-cols-2">
            <FullNameField defaultValue={kept.name ?? ""} error={errors.name} />
            <EmailField defaultValue={kept.email ?? ""} error={errors.email} />
          </div>
        )}
        <TextField
          label={bookPageText.company}
          name="company"
          autoComplete="organization"
          maxLength={BOOKING_LIMITS.company.max}
          defaultValue={kept.company ?? ""}
          error={errors.company}
        />
        <TextAreaField
          label={bookPageText.note}
          name="note"
          maxLength={BOOKING_LIMITS.note.max}
          defaultValue={kept.note ?? ""}
          error={errors.note}
          rows={4}
        />
      </fieldset>
      {!user ? (
        <>
          {/* Only a browser without JavaScript submits this: its booking is confirmed by mail. */}
          <noscript>
            <input type="hidden" name="confirmByMail" value="1" />
            <p className="text-sm text-muted" data-testid="confirm-by-mail">
              {bookPageText.confirmByMailNote}
            </p>
          </noscript>
          <TurnstileSlot siteKey={siteKey} error={errors.token} />
        </>
      ) : null}
      <SubmitButton busy={false} busyLabel={bookPageText.busy}>
        {bookPageText.submit}
      </SubmitButton>
    </form>
  );
}
