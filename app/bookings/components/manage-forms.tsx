import { Link } from "react-router";
import { SubmitButton, TextAreaField } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import { answerFor, type FormAnswer } from "~/ui/forms/form-answer";
import { IntentInput } from "~/ui/forms/intent-input";
import type { BookPageView } from "../book-view";
import { manageIntents } from "../intents";
import { BOOKING_LIMITS, bookPageText } from "../texts";
import { SlotPicker } from "./slot-picker";

/**
 * The manage page's forms: move to another free time, or cancel (asked once, with an optional
 * reason). Plain posts (the page is sent without the framework): with JavaScript,
 * app/ui/forms/forms.enhance.ts sends them, shows a refusal in place (`data-form-region`) and
 * follows a success's redirect back to the page, with its toast.
 */
export function RescheduleForm({
  view,
  base,
  action,
  answer,
}: {
  view: BookPageView;
  /** What the calendar's links keep besides the zone and the day (the token). */
  base: Record<string, string>;
  action: string;
  answer: FormAnswer | null;
}) {
  const latest = answerFor(answer, manageIntents.reschedule);
  const taken = latest?.code === "slot_taken" ? (latest.values?.start ?? "") : null;
  const alert = latest?.toast && !latest.fieldErrors && latest.code !== "slot_taken" ? latest.toast : null;
  return (
    <form method="post" action={action} data-follow-redirect="" className="space-y-4" data-testid="reschedule-form">
      <FormAlert toast={alert} />
      <IntentInput intent={manageIntents.reschedule} />
      <SlotPicker
        view={view}
        base={base}
        taken={taken}
        kept=""
        error={taken !== null ? latest?.toast?.description : latest?.fieldErrors?.start}
      />
      <SubmitButton busy={false} busyLabel={bookPageText.rescheduleBusy}>
        {bookPageText.reschedule}
      </SubmitButton>
    </form>
  );
}

/** The manage page's way to cancel: a link to the question (CancelForm), so a cancel is never one click. */
export function CancelLink({ href }: { href: string }) {
  return (
    <Link
      to={href}
      className="inline-block rounded-full border border-red-700 px-5 py-2.5 font-semibold text-red-800 hover:bg-red-50"
    >
      {bookPageText.cancelStart}
    </Link>
  );
}

/**
 * The question before a cancel, asked once: what will happen, an optional reason, "Yes, cancel
 * it", or "Keep it" back to the booking. Without JavaScript it is a page of its own (`step=cancel`).
 */
export function CancelForm({
  action,
  keepHref,
  when,
  answer,
}: {
  action: string;
  keepHref: string;
  when: string;
  answer: FormAnswer | null;
}) {
  const latest = answerFor(answer, manageIntents.cancel);
  return (
    <form
      method="post"
      action={action}
      data-follow-redirect=""
      className="space-y-4"
      data-testid="cancel-form"
      aria-labelledby="cancel-ask"
    >
      <h2 id="cancel-ask" className="text-xl font-extrabold text-navy-900">
        {bookPageText.cancelAsk}
      </h2>
      <p>{bookPageText.cancelExplain(when)}</p>
      <FormAlert toast={latest?.toast && !latest.fieldErrors ? latest.toast : null} />
      <IntentInput intent={manageIntents.cancel} />
      <TextAreaField
        label={bookPageText.cancelReason}
        name="reason"
        maxLength={BOOKING_LIMITS.reason.max}
        rows={2}
        error={latest?.fieldErrors?.reason}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800">
          {bookPageText.cancelConfirm}
        </button>
        <Link to={keepHref} className="font-semibold text-brand-700 underline underline-offset-4">
          {bookPageText.cancelKeep}
        </Link>
      </div>
    </form>
  );
}
