import type { HeroContent } from "~/content/landing";
import { ButtonLink } from "~/ui/button-link";
import { EnhanceScript } from "~/ui/enhance/enhance-script";
import { HeroBackground } from "./hero-background";

/**
 * Section 1: headline, tagline and the two calls to action over the decorative background. With
 * `autoScrollTo`, its module (auto-scroll.enhance.ts) glides once to that section when the reader
 * scrolls past the hero.
 */
export function Hero({ id, content, autoScrollTo }: { id: string; content: HeroContent; autoScrollTo?: string }) {
  const [primary, secondary] = content.buttons;
  return (
    <section
      id={id}
      data-auto-scroll-to={autoScrollTo}
      aria-labelledby={`${id}-heading`}
      className="on-dark relative isolate overflow-hidden bg-gradient-to-br from-brand-600 via-brand-700 to-brand-800 px-4 pb-24 pt-16 text-white sm:px-6 md:pb-32 md:pt-24"
    >
      <HeroBackground />
      <div className="relative mx-auto max-w-7xl">
        <h1 id={`${id}-heading`} className="max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-6xl">
          {content.headline}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white sm:text-xl">{content.tagline}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink to={primary.href} variant="on-dark">
            {primary.label}
          </ButtonLink>
          <ButtonLink to={secondary.href} variant="outline-on-dark">
            {secondary.label}
          </ButtonLink>
        </div>
      </div>
      {autoScrollTo ? <EnhanceScript name="auto-scroll" /> : null}
    </section>
  );
}
