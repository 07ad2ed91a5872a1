import { useId, useRef } from "react";
import { useActionForm } from "~/components/forms/use-action-form";
import type { FormAnswer } from "~/lib/form-answer";
import { newsletterSchema } from "~/lib/newsletter-schema";
import { LIMITS } from "~/lib/validation/fields";

/**
 * "Subscribe to Our Newsletter". No newsletter backend exists yet, so nothing is stored: the
 * /blog action checks the address and says subscriptions open soon, as a toast with JavaScript
 * and in the page without it (`answer`).
 */
export function NewsletterForm({ answer }: { answer?: FormAnswer | null }) {
  const inputId = useId();
  const hintId = useId();
  const statusId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { Form, errors, formProps } = useActionForm(newsletterSchema, {
    action: "/blog#newsletter",
    answer,
    onAnswer: (latest) => {
      if (latest.ok) formRef.current?.reset();
    },
  });
  const error = errors.email;
  const shown = answer?.toast;

  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="bg-brand-50 px-6 py-16 sm:py-20">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="newsletter-heading" className="text-3xl font-extrabold text-navy-900 sm:text-4xl">
          Subscribe to Our Newsletter
        </h2>
        <p id={hintId} className="mt-4 text-lg leading-relaxed text-muted">
          One e-mail a month with our newest articles and practical notes from real AI projects. No spam,
          and you can unsubscribe at any time.
        </p>
        <Form ref={formRef} {...formProps} noValidate={false} className="mx-auto mt-8 flex max-w-xl flex-col gap-3 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            E-mail address
          </label>
          <input
            id={inputId}
            name="email"
            type="email"
            required
            maxLength={LIMITS.email.max}
            autoComplete="email"
            placeholder="you@company.com"
            defaultValue={answer?.values?.email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || shown ? `${hintId} ${statusId}` : hintId}
            className="min-h-12 flex-1 rounded-full border-2 border-slate-300 bg-white px-5 text-ink placeholder:text-slate-500 focus:border-brand-600"
          />
          <button
            type="submit"
            className="min-h-12 rounded-full bg-brand-600 px-7 font-semibold text-white hover:bg-brand-700"
          >
            Subscribe
          </button>
        </Form>
        <div id={statusId} role="status" className="mt-6 min-h-0">
          {error || shown ? (
            <p className="rounded-xl border border-brand-200 bg-white px-5 py-4 text-left text-ink">
              {error ?? (
                <>
                  <strong className="block font-bold">{shown?.title}</strong>
                  {shown?.description}
                </>
              )}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
