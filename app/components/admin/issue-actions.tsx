import { Link } from "react-router";
import { useActionForm } from "~/components/forms/use-action-form";

const button =
  "inline-flex items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold transition-colors disabled:opacity-70";
const primary = `${button} bg-brand-600 text-white hover:bg-brand-700`;
const secondary = `${button} border border-slate-300 bg-white text-navy-900 hover:bg-slate-50`;

/** One button that posts an intent to the issue's action (the answer comes back as a toast). */
function IntentButton({
  action,
  intent,
  label,
  busyLabel,
  className,
  confirm,
}: {
  action: string;
  intent: string;
  label: string;
  busyLabel: string;
  className: string;
  confirm?: boolean;
}) {
  const { Form, busy, formProps } = useActionForm(null, { action });
  return (
    <Form {...formProps}>
      <input type="hidden" name="intent" value={intent} />
      {confirm ? <input type="hidden" name="confirm" value="yes" /> : null}
      <button type="submit" disabled={busy} className={className}>
        {busy ? busyLabel : label}
      </button>
    </Form>
  );
}

/**
 * A draft's steps: "Send test to me", and "Send to {N} subscribers", which asks first: the step
 * is a link (`?confirm=send`) so it works without JavaScript, and the action refuses a send that
 * was not confirmed.
 */
export function DraftActions({
  action,
  subscribers,
  confirming,
  subject,
}: {
  action: string;
  subscribers: number;
  confirming: boolean;
  subject: string;
}) {
  const recipients = `${subscribers} ${subscribers === 1 ? "subscriber" : "subscribers"}`;
  return (
    <section aria-labelledby="send-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <h2 id="send-title" className="text-xl font-extrabold text-navy-900">
        Test and send
      </h2>
      <p className="mt-1 text-sm text-muted">Save your changes first: the test and the issue are sent as last saved.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <IntentButton
          action={action}
          intent="test"
          label="Send test to me"
          busyLabel="Sending…"
          className={secondary}
        />
        {confirming || subscribers === 0 ? null : (
          <Link to="?confirm=send" className={primary}>
            Send to {recipients}
          </Link>
        )}
      </div>
      {subscribers === 0 ? (
        <p className="mt-4 text-sm text-ink">Nobody has confirmed a subscription yet, so there is nobody to send to.</p>
      ) : null}
      {confirming && subscribers > 0 ? (
        // biome-ignore lint/a11y/useSemanticElements: two buttons and their question, not form fields: a fieldset would announce a form.
        <div
          role="group"
          aria-labelledby="confirm-send-title"
          className="mt-4 rounded-xl border border-brand-300 bg-brand-50 p-4"
        >
          <p id="confirm-send-title" className="font-semibold text-navy-900">
            Send “{subject}” to {recipients} now? Once it starts, the issue and its list can no longer change.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <IntentButton
              action={action}
              intent="send"
              confirm
              label="Send now"
              busyLabel="Starting…"
              className={primary}
            />
            <Link to="." replace className={secondary}>
              Cancel
            </Link>
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** What staff can do for an issue that is going or has gone out: re-send the failed, re-queue the stuck. */
export function DeliveryActions({ action, failed, sending }: { action: string; failed: number; sending: boolean }) {
  if (failed === 0 && !sending) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      {failed > 0 ? (
        <IntentButton action={action} intent="retry" label="Retry failed" busyLabel="Queuing…" className={secondary} />
      ) : null}
      {sending ? (
        <>
          <IntentButton
            action={action}
            intent="resume"
            label="Resume sending"
            busyLabel="Queuing…"
            className={secondary}
          />
          <p className="text-sm text-muted">
            Only needed when the counts stop moving for a quarter of an hour: it queues what is still waiting, and
            nobody gets the issue twice.
          </p>
        </>
      ) : null}
    </div>
  );
}
