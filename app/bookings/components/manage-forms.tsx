import { SubmitButton, TextAreaField } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import { answerFor, type FormAnswer } from "~/ui/forms/form-answer";
import { IntentInput } from "~/ui/forms/intent-input";
import { useActionForm } from "~/ui/forms/use-action-form";
import type { BookPageView } from "../book-view";
import { manageIntents } from "../intents";
import { BOOKING_LIMITS, bookPageText } from "../texts";
import { SlotChoices } from "./slot-picker";

/** The manage page's two forms: move to another free time, or cancel (with an optional reason). */
export function RescheduleForm({
  view,
  action,
  answer,
}: {
  view: BookPageView;
  action: string;
  answer: FormAnswer | null;
}) {
  const { Form, fetcher, busy, formProps } = useActionForm(null, { action, answer });
  const latest = fetcher.data ?? answerFor(answer, manageIntents.reschedule);
  const taken = latest?.code === "slot_taken" ? (latest.values?.start ?? "") : null;
  const alert = latest?.toast && !latest.fieldErrors && latest.code !== "slot_taken" ? latest.toast : null;
  return (
    <Form {...formProps} className="space-y-4" data-testid="reschedule-form">
      <FormAlert toast={alert} />
      <IntentInput intent={manageIntents.reschedule} />
      <SlotChoices
        view={view}
        taken={taken}
        kept=""
        error={taken !== null ? latest?.toast?.description : latest?.fieldErrors?.start}
      />
      <SubmitButton busy={busy} busyLabel={bookPageText.rescheduleBusy}>
        {bookPageText.reschedule}
      </SubmitButton>
    </Form>
  );
}

export function CancelForm({ action, answer }: { action: string; answer: FormAnswer | null }) {
  const { Form, fetcher, busy, formProps } = useActionForm(null, { action, answer });
  const latest = fetcher.data ?? answerFor(answer, manageIntents.cancel);
  return (
    <Form {...formProps} className="space-y-4" data-testid="cancel-form">
      <FormAlert toast={latest?.toast && !latest.fieldErrors ? latest.toast : null} />
      <IntentInput intent={manageIntents.cancel} />
      <TextAreaField
        label="Reason (optional)"
        name="reason"
        maxLength={BOOKING_LIMITS.reason.max}
        rows={2}
        error={latest?.fieldErrors?.reason}
      />
      <button
        type="submit"
        disabled={busy}
        className="rounded-full border border-red-700 px-5 py-2.5 font-semibold text-red-800 hover:bg-red-50"
      >
        {busy ? bookPageText.cancelBusy : bookPageText.cancel}
      </button>
    </Form>
  );
}
