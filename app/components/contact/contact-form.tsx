import type { TurnstileInstance } from "@marsidev/react-turnstile";
import { useId, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { useHydrated } from "~/components/auth/auth-ui";
import { SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import { postJson } from "~/lib/api-client";
import { displayName, type SessionUser } from "~/lib/session-user";
import { notify } from "~/lib/toast";
import { fieldErrorsOf } from "~/lib/validation/fields";
import { CAPTCHA_REQUIRED, contactFormSchema, serviceOptions } from "~/lib/validation/contact";
import * as v from "valibot";
import { TurnstileField } from "./turnstile-field";

type Props = { user: SessionUser | null; siteKey: string };

/**
 * "Send a Message". Signed in: name and e-mail come from the account and are read-only. Visitors:
 * the Turnstile widget above the button. After a send, service and message clear; name and e-mail stay.
 */
export function ContactForm({ user, siteKey }: Props) {
  const [name, setName] = useState(user ? displayName(user) : "");
  const [email, setEmail] = useState(user?.email ?? "");
  const [service, setService] = useState("");
  const [message, setMessage] = useState("");
  const [token, setToken] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const widget = useRef<TurnstileInstance | undefined>(undefined);
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const serviceId = useId();

  function resetWidget() {
    widget.current?.reset();
    setToken(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = v.safeParse(contactFormSchema, { name, email, service, message });
    const found = checked.success ? {} : fieldErrorsOf(checked.issues);
    if (!user && !token) found.token = CAPTCHA_REQUIRED;
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      if (first === "token") notify({ kind: "error", title: "Error", description: CAPTCHA_REQUIRED });
      else (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await postJson<{ message?: string }>("/api/contact", user ? { service, message } : { name, email, service, message, token });
      if (result.ok) {
        notify({
          kind: "success",
          title: "Success!",
          description: user ? "Your message has been sent" : (result.data.message ?? "Message submitted successfully"),
        });
        setService("");
        setMessage("");
        if (user) await revalidator.revalidate();
        else resetWidget();
      } else {
        setErrors(result.fieldErrors ?? {});
        notify({ kind: "error", title: "Error", description: result.error || "Failed to send message" });
        if (!user) resetWidget();
      }
    } catch (err) {
      notify({ kind: "error", title: "Error", description: (err as Error).message || "Failed to send message" });
      if (!user) resetWidget();
    } finally {
      setBusy(false);
    }
  }

  const readOnly = Boolean(user);
  return (
    <form
      method="post"
      action="/api/contact"
      onSubmit={onSubmit}
      onFocus={() => setEngaged(true)}
      noValidate={hydrated}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Full Name"
          name="name"
          autoComplete="name"
          required
          minLength={2}
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          readOnly={readOnly}
          error={errors.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
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
      <TextAreaField
        label="Your Message"
        name="message"
        required
        minLength={10}
        maxLength={5000}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        error={errors.message}
        className="min-h-[150px]"
        rows={6}
      />
      {!user ? <TurnstileField siteKey={siteKey} widgetRef={widget} onToken={setToken} engaged={engaged} error={errors.token} /> : null}
      <SubmitButton busy={busy} busyLabel="Sending...">
        Send Message
      </SubmitButton>
    </form>
  );
}
