import { type FocusEvent, lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import type { TestimonialSectionContent } from "~/site/landing-files";
import { onceVisible, prefersReducedMotion } from "./motion";
import type { EmblaApi } from "./testimonials-embla";

/** Spec sections 4 and 9: two per slide, a new slide every 5 s. */
const PER_SLIDE = 2;
const AUTO_ADVANCE_MS = 5000;
const EMPTY_TITLE = "What Our Clients Say";
const EMPTY_MESSAGE = "No testimonials available at the moment.";

const TestimonialsEmbla = lazy(() => import("./testimonials-embla"));

type Testimonial = TestimonialSectionContent["testimonials"][number];

function toSlides(items: readonly Testimonial[]): Testimonial[][] {
  const slides: Testimonial[][] = [];
  for (let i = 0; i < items.length; i += PER_SLIDE) slides.push(items.slice(i, i + PER_SLIDE));
  return slides;
}

/** Section 8: the testimonials carousel, or the spec's empty state when the file fails. */
/** A slide's React key: the names on it (a slide holds different people from every other). */
function slideKey(pair: readonly Testimonial[]): string {
  return pair.map((t) => t.name).join(" | ");
}

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

function Carousel({ title, slides }: { title: string; slides: Testimonial[][] }) {
  const regionRef = useRef<HTMLElement>(null);
  // A ref object, not state: a state setter as a ref runs during the hydration commit and forces a
  // synchronous re-render (with every pending effect of the page) in the same long task.
  const viewportRef = useRef<HTMLDivElement>(null);
  const [wantEngine, setWantEngine] = useState(false);
  const [api, setApi] = useState<EmblaApi | null>(null);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** A slide chosen before Embla finished loading; applied as soon as it is ready. */
  const pending = useRef<number | null>(null);
  const count = slides.length;

  // WCAG 2.2.2 and docs/decisions/014-routes-and-brand.md: nothing moves on its own for visitors who asked for less motion.
  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);

  // Load Embla shortly before the carousel scrolls into view.
  useEffect(() => {
    const region = regionRef.current;
    if (!region || wantEngine) return;
    return onceVisible(region, 0, () => setWantEngine(true), "400px 0px");
  }, [wantEngine]);

  useEffect(() => {
    if (!api) return;
    const sync = () => setSelected(api.selectedScrollSnap());
    if (pending.current !== null) api.scrollTo(pending.current);
    pending.current = null;
    sync();
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api]);

  const goTo = useCallback(
    (index: number) => {
      const target = ((index % count) + count) % count;
      if (api) api.scrollTo(target);
      else {
        pending.current = target;
        setSelected(target);
        setWantEngine(true);
      }
    },
    [api, count],
  );
  // Wrap both ways even when Embla cannot loop (too few slides to fill its loop).
  const next = useCallback(() => goTo(selected + 1), [goTo, selected]);
  const previous = useCallback(() => goTo(selected - 1), [goTo, selected]);

  const autoAdvancing = playing && !hovered && !focused && count > 1 && api !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide restarts the five seconds, whoever chose it.
  useEffect(() => {
    if (!autoAdvancing) return;
    const timer = window.setTimeout(next, AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [autoAdvancing, next, selected]);

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      ref={regionRef}
      aria-labelledby="testimonials-heading"
      aria-roledescription="carousel"
      data-testid="testimonials"
      data-ready={api ? "true" : "false"}
      data-playing={autoAdvancing ? "true" : "false"}
      className="bg-brand-50 px-4 py-20 sm:px-6"
      onMouseEnter={() => {
        setHovered(true);
        setWantEngine(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        setWantEngine(true);
      }}
      onBlur={onBlur}
    >
      <div className="mx-auto max-w-6xl">
        <h2
          id="testimonials-heading"
          className="text-center text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl"
        >
          {title}
        </h2>
        <div ref={viewportRef} className="mt-12 overflow-hidden">
          <div id="testimonial-slides" className="flex touch-pan-y" aria-live={playing ? "off" : "polite"}>
            {slides.map((pair, i) => (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: each slide is a group named "Slide n of m".
              <div
                key={slideKey(pair)}
                role="group"
                aria-roledescription="slide"
                aria-label={`Slide ${i + 1} of ${count}`}
                aria-hidden={i === selected ? undefined : true}
                data-testid="testimonial-slide"
                className="min-w-0 flex-[0_0_100%] px-1"
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

        <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
          <ControlButton label="Previous testimonials" onClick={previous}>
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
                aria-current={i === selected ? "true" : undefined}
                data-testid="testimonial-dot"
                onClick={() => goTo(i)}
                className="group flex size-6 items-center justify-center rounded-full"
              >
                <span className="block size-2.5 rounded-full bg-brand-300 transition-all group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand-600" />
              </button>
            ))}
          </div>
          <ControlButton label="Next testimonials" onClick={next}>
            <path d="m9 18 6-6-6-6" />
          </ControlButton>
          <ControlButton
            label={playing ? "Pause automatic slide changes" : "Start automatic slide changes"}
            onClick={() => setPlaying((p) => !p)}
            testId="testimonials-play-pause"
          >
            {playing ? <path d="M9 6v12M15 6v12" /> : <path d="M8 5.5v13l10.5-6.5L8 5.5Z" />}
          </ControlButton>
        </div>
        {wantEngine && (
          <Suspense fallback={null}>
            <TestimonialsEmbla viewportRef={viewportRef} onReady={setApi} />
          </Suspense>
        )}
      </div>
    </section>
  );
}

function ControlButton({
  label,
  onClick,
  testId,
  children,
}: {
  label: string;
  onClick: () => void;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls="testimonial-slides"
      data-testid={testId}
      onClick={onClick}
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
