import type { ReactNode } from "react";

/** The layout of the three newsletter pages: one centred card under the header. */
export function NewsletterPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="bg-brand-50 px-4 pb-20 pt-12">
      <section
        className="mx-auto w-full max-w-xl rounded-2xl bg-white p-6 shadow-xl ring-1 ring-black/5 sm:p-8"
        aria-labelledby="newsletter-title"
      >
        <h1 id="newsletter-title" className="text-2xl font-extrabold text-navy-900">
          {title}
        </h1>
        <div className="mt-3">{children}</div>
      </section>
    </div>
  );
}
