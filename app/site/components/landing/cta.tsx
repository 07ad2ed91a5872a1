import type { CtaSectionContent } from "~/site/landing-files";
import { ButtonLink } from "~/ui/button-link";

/** Section 9: heading, subheading and one button, from CtaSection.json or the spec's defaults. */
export function Cta({ content }: { content: CtaSectionContent }) {
  return (
    <section aria-labelledby="cta-heading" className="px-4 py-20 sm:px-6">
      <div className="on-dark mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 px-6 py-16 text-center text-white shadow-xl sm:px-12">
        <h2 id="cta-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {content.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white">{content.subheading}</p>
        <ButtonLink to={content.buttonLink} variant="on-dark" className="mt-8">
          {content.buttonText}
        </ButtonLink>
      </div>
    </section>
  );
}
