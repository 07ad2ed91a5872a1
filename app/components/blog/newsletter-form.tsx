import { useId, useRef } from "react";
import { checkNewsletterEmail, type NewsletterResult } from "~/lib/newsletter-schema";
import { notify } from "~/lib/toast";

/**
 * "Subscribe to Our Newsletter". No newsletter API exists yet, so nothing is stored: with
 * JavaScript the submit is handled here and a toast says subscriptions open soon; without it the
 * form posts to the /blog action, which answers the same in the page (`result`).
 */
export function NewsletterForm({ result }: { result?: NewsletterResult }) {
  const inputId = useId();
  const hintId = useId();
  const statusId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get("email");
    const outcome = checkNewsletterEmail(email);
    if (outcome.status === "invalid") {
      notify({ kind: "error", title: "Check your e-mail address", description: outcome.error });
      return;
    }
    notify({ kind: "info", title: outcome.title, description: outcome.description });
    formRef.current?.reset();
  }

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
        <form
          ref={formRef}
          method="post"
          action="/blog#newsletter"
          onSubmit={handleSubmit}
          className="mx-auto mt-8 flex max-w-xl flex-col gap-3 sm:flex-row"
        >
          <label htmlFor={inputId} className="sr-only">
            E-mail address
          </label>
          <input
            id={inputId}
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            placeholder="you@company.com"
            aria-describedby={result ? `${hintId} ${statusId}` : hintId}
            className="min-h-12 flex-1 rounded-full border-2 border-slate-300 bg-white px-5 text-ink placeholder:text-slate-500 focus:border-brand-600"
          />
          <button
            type="submit"
            className="min-h-12 rounded-full bg-brand-600 px-7 font-semibold text-white hover:bg-brand-700"
          >
            Subscribe
          </button>
        </form>
        <div id={statusId} role="status" className="mt-6 min-h-0">
          {result ? (
            <p className="rounded-xl border border-brand-200 bg-white px-5 py-4 text-left text-ink">
              {result.status === "invalid" ? (
                result.error
              ) : (
                <>
                  <strong className="block font-bold">{result.title}</strong>
                  {result.description}
                </>
              )}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
