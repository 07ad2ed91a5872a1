import { useId, useRef } from "react";
import type { NewsletterSource } from "~/newsletter/validation/newsletter";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { lazySchema } from "~/ui/forms/lazy-schema";
import { LIMITS } from "~/ui/forms/limits";
import { useActionForm } from "~/ui/forms/use-action-form";

const newsletterFields = lazySchema(() => import("~/newsletter/validation/newsletter").then((m) => m.newsletterSchema));

type Props = {
  /** Which form this is: stored with the address as the consent's source. */
  source: NewsletterSource;
  /** The answer of a plain (no-JavaScript) post, shown under the form. */
  answer?: FormAnswer | null;
  /** Ids of texts that describe the field (e.g. the block's promise of one mail a month). */
  describedBy?: string;
  /** `dark` for the navy footer. */
  tone?: "light" | "dark";
};

/**
 * The newsletter form, the same on /blog, /newsletter and in the footer: it posts to the
 * /newsletter action. With JavaScript the answer is a toast; without it the browser lands on
 * /newsletter, which shows the answer under the same form.
 */
export function SubscribeForm({ source, answer, describedBy, tone = "light" }: Props) {
  const inputId = useId();
  const statusId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { Form, errors, formProps } = useActionForm(newsletterFields, {
    action: "/newsletter",
    answer,
    onAnswer: (latest) => {
      if (latest.ok) formRef.current?.reset();
    },
  });
  const error = errors.email;
  const shown = answer?.toast;
  const dark = tone === "dark";

  return (
    <>
      <Form ref={formRef} {...formProps} noValidate={false} className="flex flex-col gap-3 sm:flex-row">
        <input type="hidden" name="source" value={source} />
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
          aria-describedby={[describedBy, error || shown ? statusId : null].filter(Boolean).join(" ") || undefined}
          className={`min-h-12 min-w-0 flex-1 rounded-full border-2 bg-white px-5 text-ink placeholder:text-slate-500 ${
            dark ? "border-white/30 focus:border-brand-200" : "border-slate-300 focus:border-brand-600"
          }`}
        />
        <button
          type="submit"
          className="min-h-12 rounded-full bg-brand-600 px-7 font-semibold text-white hover:bg-brand-700"
        >
          Subscribe
        </button>
      </Form>
      {/* No empty live region on every page (the form is in the footer): the text carries the role. */}
      <div id={statusId} className="mt-4 empty:hidden">
        {error || shown ? (
          <p
            role={error || shown?.kind === "error" ? "alert" : "status"}
            className="rounded-xl border border-brand-200 bg-white px-5 py-4 text-left text-ink"
          >
            {error ?? (
              <>
                <strong className="block font-bold">{shown?.title}</strong>
                {shown?.description}
              </>
            )}
          </p>
        ) : null}
      </div>
    </>
  );
}
