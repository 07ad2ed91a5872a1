import type { ReactNode } from "react";
import type { TestimonialSectionContent } from "~/site/landing-files";
import { EnhanceScript } from "~/ui/enhance/enhance-script";

/** Spec section 4: two per slide (the module, testimonials.enhance.ts, moves them every 5 s). */
const PER_SLIDE = 2;
const EMPTY_TITLE = "What Our Clients Say";
const EMPTY_MESSAGE = "No testimonials available at the moment.";
const PAUSE_LABEL = "Pause automatic slide changes";
const PLAY_LABEL = "Start automatic slide changes";

type Testimonial = TestimonialSectionContent["testimonials"][number];

function toSlides(items: readonly Testimonial[]): Testimonial[][] {
  const slides: Testimonial[][] = [];
  for (let i = 0; i < items.length; i += PER_SLIDE) slides.push(items.slice(i, i + PER_SLIDE));
  return slides;
}

/** A slide's React key: the names on it (a slide holds different people from every other). */
function slideKey(pair: readonly Testimonial[]): string {
  return pair.map((t) => t.name).join(" | ");
}

/** Section 8: the testimonials carousel, or the spec's empty state when the file fails. */
export function Testimonials({ content }: { content: TestimonialSectionContent | null }) {
  const items = content?.testimonials ?? [];
  if (items.length === 0) {
    return (
      <section aria-labelledby="testimonials-heading" className="bg-brand-50 px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="testimonials-heading" className="text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">
            {EMPTY_TITLE}
          </h2>
          <p className="mt-4 text-lg text-muted">{EMPTY_MESSAGE}</p>
        </div>
      </section>
    );
  }
  return <Carousel title={content?.title ?? EMPTY_TITLE} slides={toSlides(items)} />;
}

/**
 * The carousel as the server sends it: without JavaScript the slides are a row that scrolls
 * sideways (snapping to each slide) and the controls are not shown. Its module
 * (testimonials.enhance.ts) turns the row into the carousel: a slide at a time, previous, next,
 * the dots, the pause control, and the auto-advance. The labels of the pause control are here,
 * in its `data-pause-label` and `data-play-label`.
 */
function Carousel({ title, slides }: { title: string; slides: Testimonial[][] }) {
  const count = slides.length;
  return (
    <section
      aria-labelledby="testimonials-heading"
      aria-roledescription="carousel"
      data-testid="testimonials"
      data-ready="false"
      data-playing="false"
      data-auto="on"
      className="group/carousel bg-brand-50 px-4 py-20 sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <h2
          id="testimonials-heading"
          className="text-center text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl"
        >
          {title}
        </h2>
        <div
          data-carousel-viewport=""
          // biome-ignore lint/a11y/noNoninteractiveTabindex: without JavaScript the row scrolls sideways and a keyboard must reach it; the module takes the stop away.
          tabIndex={0}
          className="mt-12 snap-x snap-mandatory overflow-x-auto group-data-[ready=true]/carousel:snap-none group-data-[ready=true]/carousel:overflow-hidden"
        >
          <div
            id="testimonial-slides"
            data-carousel-track=""
            className="flex touch-pan-y transition-transform duration-500 ease-out motion-reduce:transition-none"
            aria-live="off"
          >
            {slides.map((pair, i) => (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: each slide is a group named "Slide n of m".
              <div
                key={slideKey(pair)}
                role="group"
                aria-roledescription="slide"
                aria-label={`Slide ${i + 1} of ${count}`}
                data-testid="testimonial-slide"
                className="min-w-0 flex-[0_0_100%] snap-start px-1"
              >
                <div className="grid h-full gap-6 md:grid-cols-2">
                  {pair.map((t) => (
                    <figure
                      key={t.name}
                      className="flex flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ring-brand-100"
                    >
                      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 text-brand-600" fill="currentColor">
                        <path d="M13 8H7a3 3 0 0 0-3 3v6a3 3 0 0 0 3 3h3v1a3 3 0 0 1-3 3H6v3h1a6 6 0 0 0 6-6V8Zm15 0h-6a3 3 0 0 0-3 3v6a3 3 0 0 0 3 3h3v1a3 3 0 0 1-3 3h-1v3h1a6 6 0 0 0 6-6V8Z" />
                      </svg>
                      <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
                        <p>{t.quote}</p>
                      </blockquote>
                      <figcaption className="mt-6">
                        <span className="block font-bold text-navy-900">{t.name}</span>
                        <span className="block text-sm text-muted">
                          {t.position}, {t.company}
                        </span>
                      </figcaption>
                    </figure>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </div>

        {/* Space kept, so nothing below moves when the module shows the controls. */}
        <div
          data-carousel-controls=""
          className="invisible mt-8 flex flex-wrap items-center justify-center gap-4 group-data-[ready=true]/carousel:visible"
        >
          <ControlButton label="Previous testimonials" action="previous">
            <path d="m15 18-6-6 6-6" />
          </ControlButton>
          {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons, not form fields: a fieldset would announce a form. */}
          <div role="group" aria-label="Choose a slide" className="flex items-center gap-1">
            {slides.map((pair, i) => (
              <button
                key={slideKey(pair)}
                type="button"
                aria-label={`Slide ${i + 1}`}
                aria-controls="testimonial-slides"
                aria-current={i === 0 ? "true" : undefined}
                data-testid="testimonial-dot"
                className="group flex size-6 items-center justify-center rounded-full"
              >
                <span className="block size-2.5 rounded-full bg-brand-300 transition-all group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand-600" />
              </button>
            ))}
          </div>
          <ControlButton label="Next testimonials" action="next">
            <path d="m9 18 6-6-6-6" />
          </ControlButton>
          <ControlButton
            label={PAUSE_LABEL}
            action="pause"
            testId="testimonials-play-pause"
            extra={{ "data-pause-label": PAUSE_LABEL, "data-play-label": PLAY_LABEL }}
          >
            {/* Both symbols: the carousel's `data-auto` (on, or off once paused) shows the one that matches. */}
            <path d="M9 6v12M15 6v12" className="group-data-[auto=off]/carousel:hidden" />
            <path d="M8 5.5v13l10.5-6.5L8 5.5Z" className="hidden group-data-[auto=off]/carousel:block" />
          </ControlButton>
        </div>
      </div>
      <EnhanceScript name="testimonials" />
    </section>
  );
}

function ControlButton({
  label,
  action,
  testId,
  extra,
  children,
}: {
  label: string;
  action: "previous" | "next" | "pause";
  testId?: string;
  extra?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls="testimonial-slides"
      data-testid={testId}
      data-carousel-action={action}
      {...extra}
      className="flex size-11 items-center justify-center rounded-full border-2 border-brand-600 bg-white text-brand-700 transition-colors hover:bg-brand-600 hover:text-white"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </button>
  );
}
