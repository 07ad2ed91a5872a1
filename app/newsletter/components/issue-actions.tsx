import type { FormEvent } from "react";
import { useState } from "react";
import { Link } from "react-router";
import { editorErrorText, editorFieldText } from "~/newsletter/editor-text";
import { formatScheduled, fromIndiaTime, scheduleInPast } from "~/newsletter/india-time";
import { issueIntents } from "~/newsletter/issue-intents";
import { IntentInput } from "~/ui/forms/intent-input";
import { useActionForm } from "~/ui/forms/use-action-form";

const button =
  "inline-flex items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold transition-colors disabled:opacity-70";
export const primaryButton = `${button} bg-brand-600 text-white hover:bg-brand-700`;
export const secondaryButton = `${button} border border-slate-300 bg-white text-navy-900 hover:bg-slate-50`;

/**
 * Before a step that acts on the stored draft (send, schedule): the editor saves what it shows and
 * answers the version to name, or null when it could not (its status says why).
 */
export type BeforeDraftStep = () => Promise<string | null>;

/**
 * A form that posts an intent to the issue's action (the answer comes back as a toast). With
 * `before`, the editor's text is saved first and the form names the version it was saved as;
 * without JavaScript it names the version the page was rendered with.
 */
function IntentForm({
  action,
  intent,
  fields = {},
  before,
  check,
  className,
  children,
}: {
  action: string;
  intent: string;
  fields?: Record<string, string>;
  before?: BeforeDraftStep;
  /** What the browser refuses before sending, by field (the server checks the same). */
  check?: (form: HTMLFormElement) => Record<string, string>;
  className?: string;
  /** The form's fields and buttons; `errors`: its refusals by field, the browser's or the server's. */
  children: (busy: boolean, errors: Record<string, string>) => React.ReactNode;
}) {
  const { Form, busy, formProps, fetcher, errors, setErrors } = useActionForm(null, { action });
  const [saving, setSaving] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const refused = check?.(event.currentTarget) ?? {};
    const first = Object.keys(refused)[0];
    if (check) setErrors(refused);
    if (first) {
      event.preventDefault();
      (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    if (!before) return;
    event.preventDefault();
    const data = Object.fromEntries(
      [...new FormData(event.currentTarget).entries()].filter((e): e is [string, string] => typeof e[1] === "string"),
    );
    setSaving(true);
    void before().then((version) => {
      setSaving(false);
      if (version !== null) void fetcher.submit({ ...data, version }, { method: "post", action });
    });
  };
  return (
    <Form {...formProps} onSubmit={before || check ? onSubmit : formProps.onSubmit} className={className}>
      <IntentInput intent={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children(busy || saving, errors)}
    </Form>
  );
}

/** One button that posts an intent. */
function IntentButton({
  label,
  busyLabel,
  buttonClass,
  ...form
}: Omit<Parameters<typeof IntentForm>[0], "children"> & { label: string; busyLabel: string; buttonClass: string }) {
  return (
    <IntentForm {...form}>
      {(busy) => (
        <button type="submit" disabled={busy} className={buttonClass}>
          {busy ? busyLabel : label}
        </button>
      )}
    </IntentForm>
  );
}

const inputClass =
  "mt-1.5 block rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/**
 * A draft's steps: "Schedule…" and "Send to {N} subscribers", which each ask first: the step is a
 * link (`?confirm=send`, `?confirm=schedule`) so it works without JavaScript, and the action
 * refuses a send that was not confirmed. A scheduled draft says when it goes out, and can be
 * moved or taken off the schedule until the cron starts it.
 */
export function DraftActions({
  action,
  subscribers,
  confirming,
  subject,
  version,
  before,
  scheduledAt,
  scheduleAt,
  scheduleAnswer,
}: {
  action: string;
  subscribers: number;
  confirming: "send" | "schedule" | null;
  subject: string;
  version: number;
  before: BeforeDraftStep;
  scheduledAt: string | null;
  scheduleAt: { date: string; time: string };
  scheduleAnswer: { errors: Record<string, string>; values: Record<string, string> };
}) {
  const recipients = `${subscribers} ${subscribers === 1 ? "subscriber" : "subscribers"}`;
  const versioned = { version: String(version) };
  return (
    <section aria-labelledby="send-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <h2 id="send-title" className="text-xl font-extrabold text-navy-900">
        Send
      </h2>
      {scheduledAt ? (
        <p className="mt-2 font-semibold text-navy-900" data-testid="scheduled-for">
          Scheduled for <time dateTime={scheduledAt}>{formatScheduled(scheduledAt)}</time>. What is saved by then goes
          out.
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {confirming || subscribers === 0 ? null : (
          <Link to="?confirm=send" className={primaryButton}>
            Send to {recipients}
          </Link>
        )}
        {confirming === "schedule" ? null : (
          <Link to="?confirm=schedule" className={secondaryButton}>
            {scheduledAt ? "Change the time…" : "Schedule…"}
          </Link>
        )}
        {scheduledAt ? (
          <IntentButton
            action={action}
            intent={issueIntents.unschedule}
            label="Unschedule"
            busyLabel="Unscheduling…"
            buttonClass={secondaryButton}
          />
        ) : null}
      </div>
      {subscribers === 0 ? (
        <p className="mt-4 text-sm text-ink">Nobody has confirmed a subscription yet, so there is nobody to send to.</p>
      ) : null}
      {confirming === "send" && subscribers > 0 ? (
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
              intent={issueIntents.send}
              fields={{ confirm: "yes", ...versioned }}
              before={before}
              label="Send now"
              busyLabel="Starting…"
              buttonClass={primaryButton}
            />
            <Link to="." replace className={secondaryButton}>
              Cancel
            </Link>
          </div>
        </div>
      ) : null}
      {confirming === "schedule" ? (
        <IntentForm
          // A refused plain post (no JavaScript) comes back with this form open, its reason beside the field.
          action={`${action}?confirm=schedule`}
          intent={issueIntents.schedule}
          fields={versioned}
          before={before}
          check={checkSchedule}
          className="mt-4 rounded-xl border border-brand-300 bg-brand-50 p-4"
        >
          {(busy, refused) => {
            // The browser's or the server's refusal, else a plain post's; shown beside its field.
            const errors = Object.keys(refused).length > 0 ? refused : scheduleAnswer.errors;
            const error = errors.date ?? errors.time;
            const invalid = (field: "date" | "time") =>
              errors[field] ? { "aria-invalid": true, "aria-describedby": "schedule-error" } : {};
            return (
              <fieldset>
                <legend className="font-semibold text-navy-900">
                  When should it go out? India Standard Time (UTC+05:30)
                </legend>
                <div className="mt-3 flex flex-wrap items-end gap-4">
                  <label className="block text-sm font-semibold text-navy-900">
                    Date
                    <input
                      type="date"
                      name="date"
                      required
                      defaultValue={scheduleAnswer.values.date ?? scheduleAt.date}
                      {...invalid("date")}
                      className={inputClass}
                    />
                  </label>
                  <label className="block text-sm font-semibold text-navy-900">
                    Time (IST)
                    <input
                      type="time"
                      name="time"
                      required
                      defaultValue={scheduleAnswer.values.time ?? scheduleAt.time}
                      {...invalid("time")}
                      className={inputClass}
                    />
                  </label>
                  <button type="submit" disabled={busy} className={primaryButton}>
                    {busy ? "Scheduling…" : "Schedule"}
                  </button>
                  <Link to="." replace className={secondaryButton}>
                    Cancel
                  </Link>
                </div>
                {error ? (
                  <p id="schedule-error" className="mt-2 text-sm font-medium text-red-700">
                    {error}
                  </p>
                ) : null}
                <p className="mt-2 text-sm text-muted">
                  It starts going out within a minute of that time, to everyone subscribed then.
                </p>
              </fieldset>
            );
          }}
        </IntentForm>
      ) : null}
    </section>
  );
}

/** "Schedule…" in the browser: a day that does not exist, or a moment already past, is refused beside its field. */
function checkSchedule(form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form);
  const at = fromIndiaTime(String(data.get("date") ?? ""), String(data.get("time") ?? ""));
  if (!at) return { date: editorFieldText.scheduleDateInvalid };
  return scheduleInPast(at, new Date()) ? { time: editorErrorText.scheduleInPast } : {};
}

/** What staff can do for an issue that is going or has gone out: re-send the failed, re-queue the stuck. */
export function DeliveryActions({ action, failed, sending }: { action: string; failed: number; sending: boolean }) {
  if (failed === 0 && !sending) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      {failed > 0 ? (
        <IntentButton
          action={action}
          intent={issueIntents.retry}
          label="Retry failed"
          busyLabel="Queuing…"
          buttonClass={secondaryButton}
        />
      ) : null}
      {sending ? (
        <>
          <IntentButton
            action={action}
            intent={issueIntents.resume}
            label="Resume sending"
            busyLabel="Queuing…"
            buttonClass={secondaryButton}
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
