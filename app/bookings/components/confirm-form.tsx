import { SubmitButton } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { useActionForm } from "~/ui/forms/use-action-form";
import type { BookPageView } from "../book-view";
import { bookPageText } from "../texts";
import { SlotChoices } from "./slot-picker";

type Request = { start: string; topic: string; when: string; ist: string };

/**
 * The mailed link's page of a booking sent without JavaScript: the request, and the POST that
 * books it. When its time was taken meanwhile, the nearest free times are offered and the
 * visitor confirms one of them with the same link.
 */
export function ConfirmBookingForm({
  request,
  view,
  action,
  answer,
}: {
  request: Request;
  view: BookPageView;
  action: string;
  answer: FormAnswer | null;
}) {
  const { Form, fetcher, busy, formProps } = useActionForm(null, { action, answer });
  const latest = fetcher.data ?? answer;
  const taken = latest?.code === "slot_taken" ? (latest.values?.start ?? request.start) : null;
  const alert = latest?.toast && !latest.fieldErrors && latest.code !== "slot_taken" ? latest.toast : null;
  return (
    <Form {...formProps} className="space-y-6" data-testid="confirm-form">
      <FormAlert toast={alert} />
      <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-navy-900">{bookPageText.topic}</dt>
        <dd>{request.topic}</dd>
        <dt className="font-semibold text-navy-900">{bookPageText.time}</dt>
        <dd data-testid="request-when">{request.when}</dd>
        <dt className="font-semibold text-navy-900">{bookPageText.inIst}</dt>
        <dd>{request.ist}</dd>
      </dl>
      {taken !== null ? (
        <SlotChoices
          view={{ ...view, day: null, daySlots: [], dayHosts: [] }}
          taken={taken}
          kept=""
          error={latest?.toast?.description}
        />
      ) : (
        <input type="hidden" name="start" value={request.start} />
      )}
      <SubmitButton busy={busy} busyLabel={bookPageText.confirmBusy}>
        {bookPageText.confirmButton}
      </SubmitButton>
    </Form>
  );
}
