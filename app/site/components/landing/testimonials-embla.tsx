import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { type RefObject, useEffect } from "react";

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Embla's `duration` is a spring constant, not milliseconds: at 20 a one-slide move covers 99%
 * of its distance in about 480 ms, the spec's 500 ms transition.
 */
const OPTIONS = { loop: true, duration: 20, align: "start" } as const;

/**
 * Attaches Embla to the server-rendered viewport. Loaded on demand (React.lazy) when the
 * carousel comes near the screen, so Embla never weighs on the first load of the page.
 */
export default function TestimonialsEmbla({
  viewportRef,
  onReady,
}: {
  viewportRef: RefObject<HTMLElement | null>;
  onReady: (api: EmblaApi | null) => void;
}) {
  const [attach, api] = useEmblaCarousel(OPTIONS);
  useEffect(() => {
    attach(viewportRef.current);
    return () => attach(null);
  }, [attach, viewportRef]);
  useEffect(() => {
    onReady(api ?? null);
  }, [api, onReady]);
  return null;
}
