import { SubmitButton } from "~/ui/form-field";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import type { BookPageView } from "../book-view";
import { bookPageText } from "../texts";
import { SlotChoices } from "./slot-picker";

type Request = { start: string; topic: string; when: string; ist: string };

/**
 * The mailed link's page of a booking sent without JavaScript: the request, and the POST that
 * books it. When its time was taken meanwhile, the nearest free times are offered and the
 * visitor confirms one of them with the same link. A plain post (the page is sent without the
 * framework): with JavaScript, app/ui/forms/forms.enhance.ts sends it and shows the answer in
 * place (`data-form-region`, set by the page) or follows its redirect to the manage page.
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
  const taken = answer?.code === "slot_taken" ? (answer.values?.start ?? request.start) : null;
  const alert = answer?.toast && !answer.fieldErrors && answer.code !== "slot_taken" ? answer.toast : null;
  return (
    <form method="post" action={action} data-follow-redirect="" className="space-y-6" data-testid="confirm-form">
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
          error={answer?.toast?.description}
        />
      ) : (
        <input type="hidden" name="start" value={request.start} />
      )}
      <SubmitButton busy={false} busyLabel={bookPageText.confirmBusy}>
        {bookPageText.confirmButton}
      </SubmitButton>
    </form>
  );
}
