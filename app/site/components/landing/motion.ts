/** True when the visitor asked the system for less motion. Browser-only: call it in effects. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Calls `onVisible` once, the first time `element` is at least `threshold` visible, then stops
 * observing. Returns the clean-up for an effect.
 */
export function onceVisible(
  element: Element,
  threshold: number,
  onVisible: () => void,
  rootMargin = "0px",
): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
        observer.disconnect();
        onVisible();
      }
    },
    { threshold, rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
