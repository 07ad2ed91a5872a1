import { useId } from "react";
import { SubscribeForm } from "./subscribe-form";

/** "Subscribe to Our Newsletter" on /blog (the spec's block), posting to the /newsletter action. */
export function NewsletterSection() {
  const hintId = useId();
  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="bg-brand-50 px-6 py-16 sm:py-20">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="newsletter-heading" className="text-3xl font-extrabold text-navy-900 sm:text-4xl">
          Subscribe to Our Newsletter
        </h2>
        <NewsletterPromise id={hintId} className="mt-4 text-lg leading-relaxed text-muted" />
        <div className="mx-auto mt-8 max-w-xl">
          <SubscribeForm source="blog" describedBy={hintId} />
        </div>
      </div>
    </section>
  );
}

/** What a subscriber gets, said once for every newsletter form. */
export function NewsletterPromise({ id, className }: { id?: string; className?: string }) {
  return (
    <p id={id} className={className}>
      One e-mail a month with our newest articles and practical notes from real AI projects. We send a confirmation link
      first; no spam, and you can unsubscribe at any time with one click.
    </p>
  );
}
