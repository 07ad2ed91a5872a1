import type { TurnstileInstance } from "@marsidev/react-turnstile";
import { type FormEvent, useId, useRef, useState } from "react";
import { displayName, type SessionUser } from "~/accounts";
import { ATTACHMENT_FIELD, checkChosenFiles } from "~/conversations/attachments";
import { AttachmentField } from "~/conversations/components/attachment-field";
import { contactDetails } from "~/conversations/contact-fields";
import { serviceOptions } from "~/conversations/contact-services";
import { contactByMailText } from "~/conversations/contact-text";
import { VISIT_FORM_PROPS } from "~/site";
import { SubmitButton, TextAreaField, TextField } from "~/ui/form-field";
import { EmailField, FullNameField } from "~/ui/forms/credential-fields";
import { FormAlert } from "~/ui/forms/form-alert";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { type FieldCheck, lazySchema } from "~/ui/forms/lazy-schema";
import { LIMITS } from "~/ui/forms/limits";
import { useActionForm } from "~/ui/forms/use-action-form";
import { notify } from "~/ui/toasts/toast";
import { failureTitles, fieldText } from "~/ui/ui-text";
import { useLeaveWarning, useStateDraft } from "~/ui/use-draft";
import { TurnstileField } from "../../ui/forms/turnstile-field";
import { SentPanel, sentResultOf } from "./sent-panel";

export type ContactFormProps = {
  user: SessionUser | null;
  siteKey: string;
  /** The answer of a plain post to /contact (no JavaScript): errors, kept values, the result. */
  answer?: FormAnswer | null;
  /** A message to start from, e.g. "I would like to discuss: Build" from /plan; the visitor can edit it. */
  prefill?: string | null;
  /** The service a service page's link chose (`?service=`), selected; the visitor can change it. */
  service?: string | null;
  /** How soon we usually reply (site.yml), for the answer after a send. */
  replyTime: string;
};

const CONTACT_ACTION = "/contact";
/** The name this browser keeps the contact form's unsent fields under (app/ui/drafts.ts), as JSON. */
const CONTACT_DRAFT = "contact:form";

/** The further details, each empty (app/conversations/contact-fields.ts). */
const noDetails: Record<string, string> = Object.fromEntries(contactDetails.map((d) => [d.name, ""]));

const contactFields = lazySchema(() => import("~/conversations/validation/contact").then((m) => m.contactFormSchema));

/** A kept draft's fields (strings only), or null for anything else (an older draft, a damaged one). */
function draftFields(saved: string): Record<string, string | undefined> | null {
  try {
    const value: unknown = JSON.parse(saved);
    if (!value || typeof value !== "object" || Array.isArray(value)) return null;
    return Object.fromEntries(Object.entries(value).filter(([, field]) => typeof field === "string"));
  } catch {
    return null;
  }
}

/**
 * "Send a Message". Signed in: name and e-mail come from the account and are read-only. Visitors:
 * the Turnstile widget above the button. Up to 5 files go with it. After a send, service, the
 * further details (app/conversations/contact-fields.ts), message and files clear; name and e-mail stay.
 */
export function ContactForm({ user, siteKey, answer, prefill, service: chosen, replyTime }: ContactFormProps) {
  const kept = answer?.values ?? {};
  const [name, setName] = useState(user ? displayName(user) : (kept.name ?? ""));
  const [email, setEmail] = useState(user?.email ?? kept.email ?? "");
  const [service, setService] = useState(kept.service ?? chosen ?? "");
  const [details, setDetails] = useState(() =>
    Object.fromEntries(contactDetails.map((d) => [d.name, kept[d.name] ?? ""])),
  );
  const [message, setMessage] = useState(kept.message ?? prefill ?? "");
  // A half-written form survives a reload in this browser, every field of it (a visitor's name and
  // address too), and leaving with a message asks first. The whole form is one draft: a reload
  // once brought the message back alone, and a message then went without the service it was
  // about. Only what is not sent is kept: a form holding no more than a name and an address
  // keeps nothing, so a sent message leaves no name behind for the next person on this browser.
  const blank = { service: chosen ?? "", ...noDetails, message: prefill ?? "" };
  const unsent = { service, ...details, message };
  const hasUnsent = JSON.stringify(unsent) !== JSON.stringify(blank);
  const draft = useStateDraft(
    CONTACT_DRAFT,
    hasUnsent ? JSON.stringify({ ...unsent, ...(user ? {} : { name, email }) }) : "",
    (saved) => {
      const fields = draftFields(saved);
      if (!fields) return;
      if (!user) {
        setName(fields.name ?? "");
        setEmail(fields.email ?? "");
      }
      if (serviceOptions.some((option) => option.value === fields.service)) setService(fields.service ?? "");
      setDetails(Object.fromEntries(contactDetails.map((d) => [d.name, fields[d.name] ?? ""])));
      setMessage(fields.message ?? "");
    },
  );
  const [token, setToken] = useState<string | null>(null);
  const [engaged, setEngaged] = useState(false);
  // Each message sent starts an empty file picker.
  const [sent, setSent] = useState(0);
  const widget = useRef<TurnstileInstance | undefined>(undefined);
  // After a send, what happens next stands in the form's place (a plain post's answer too).
  const [sentPanel, setSentPanel] = useState(() => (answer?.ok ? sentResultOf(answer.result) : null));
  const form = useRef<HTMLFormElement>(null);
  const serviceId = useId();

  function resetWidget() {
    widget.current?.reset();
    setToken(null);
  }

  const { fetcher, errors, setErrors, busy, alert, formProps, withFieldCheck } = useActionForm(contactFields, {
    action: CONTACT_ACTION,
    answer,
    onAnswer: (latest) => {
      if (latest.ok) {
        setService("");
        setDetails(noDetails);
        setMessage("");
        draft.clear();
        setSent((count) => count + 1);
        setSentPanel(sentResultOf(latest.result));
      }
      // A visitor's token is spent (or refused) either way: the widget starts again.
      if (!user) resetWidget();
    },
  });

  /** Shows what is missing (the fields when their check could load, the files, and the token), or sends. */
  function send(form: HTMLFormElement, check: FieldCheck | null) {
    const found = { ...(check ? check({ name, email, service, ...details, message }) : {}), ...checkChosenFiles(form) };
    if (!user && !token) found.token = fieldText.captchaRequired;
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first === "token")
      notify({ kind: "error", title: failureTitles.generic, description: fieldText.captchaRequired });
    else if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    if (first) return;
    // The form as it stands (its files too); a visitor's token as the server reads it.
    const data = new FormData(form);
    if (!user) data.set("token", token ?? "");
    fetcher.submit(data, { method: "post", action: CONTACT_ACTION, encType: "multipart/form-data" });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    withFieldCheck((check) => send(form, check));
  }

  /** "Send another message": the form again, its first field to type in focused. */
  function another() {
    setSentPanel(null);
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>("input:not([readonly]):not([type=hidden]), select, textarea")?.focus(),
    );
  }

  useLeaveWarning(!busy && message.trim() !== "" && message !== (prefill ?? ""));

  const readOnly = Boolean(user);
  return (
    <>
      {sentPanel ? <SentPanel sent={sentPanel} replyTime={replyTime} onAnother={another} /> : null}
      <fetcher.Form
        {...formProps}
        {...VISIT_FORM_PROPS}
        ref={form}
        hidden={sentPanel !== null}
        encType="multipart/form-data"
        onSubmit={onSubmit}
        onFocus={() => setEngaged(true)}
        className="space-y-5"
      >
        <FormAlert toast={alert} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FullNameField
            value={name}
            onChange={(e) => setName(e.target.value)}
            readOnly={readOnly}
            error={errors.name}
          />
          <EmailField
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            readOnly={readOnly}
            error={errors.email}
          />
        </div>
        <div>
          <label htmlFor={serviceId} className="block text-sm font-semibold text-navy-900">
            Service Needed
          </label>
          <select
            id={serviceId}
            name="service"
            value={service}
            onChange={(e) => setService(e.target.value)}
            aria-invalid={errors.service ? true : undefined}
            aria-describedby={errors.service ? `${serviceId}-error` : undefined}
            className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          >
            <option value="">Select a service</option>
            {serviceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {errors.service ? (
            <p id={`${serviceId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
              {errors.service}
            </p>
          ) : null}
        </div>
        {contactDetails.map((d) => (
          <TextField
            key={d.name}
            label={d.label}
            name={d.name}
            {...d.input}
            value={details[d.name] ?? ""}
            onChange={(e) => setDetails({ ...details, [d.name]: e.target.value })}
            error={errors[d.name]}
          />
        ))}
        <TextAreaField
          label="Your Message"
          name="message"
          required
          minLength={LIMITS.message.min}
          maxLength={LIMITS.message.max}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          error={errors.message}
          className="min-h-[150px]"
          rows={6}
        />
        <AttachmentField key={sent} error={errors[ATTACHMENT_FIELD]} />
        {!user ? (
          // Only a browser without JavaScript sends this field: its message is confirmed by mail
          // (app/conversations/confirm-by-mail.server.ts), and the page says so before sending.
          <noscript>
            <input type="hidden" name="confirmByMail" value="1" />
            <p className="text-sm text-muted" data-testid="confirm-by-mail">
              {contactByMailText.note}
            </p>
          </noscript>
        ) : null}
        {!user ? (
          <TurnstileField
            siteKey={siteKey}
            widgetRef={widget}
            onToken={setToken}
            engaged={engaged}
            error={errors.token}
          />
        ) : null}
        <SubmitButton busy={busy} busyLabel="Sending...">
          Send Message
        </SubmitButton>
      </fetcher.Form>
    </>
  );
}
