/** Section 5: the creativity / integrity / excellence paragraph. Also on /about. */
export function Tagline({ text }: { text: string }) {
  return (
    <section aria-label="Our values" className="px-4 py-16 sm:px-6">
      <p className="mx-auto max-w-4xl text-center text-2xl font-semibold leading-relaxed text-navy-900 sm:text-3xl sm:leading-snug">
        {text}
      </p>
    </section>
  );
}
