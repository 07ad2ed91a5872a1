import { markInteractive } from "~/ui/enhance/dom";
import { prefersReducedMotion } from "./motion";

/** Spec section 9: the home auto-scroll starts past 500px and lasts 800 ms. */
const SCROLL_THRESHOLD_PX = 500;
const DURATION_MS = 800;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * The home page's auto-scroll (docs/product-spec.md §2), for the hero that names its target
 * (`data-auto-scroll-to`, hero.tsx): once the hero is out of view and the page is scrolled more
 * than 500px, glide ONCE to the target section (800 ms, ease-in-out, our own rAF easing so the
 * duration is exact). Never under prefers-reduced-motion. It only ever moves the reader forward
 * (not when they are already past the target, e.g. after the browser restored the scroll
 * position), and any wheel, touch, key or pointer input stops the glide at once.
 */
const intro = document.querySelector<HTMLElement>("[data-auto-scroll-to]");
const target = intro ? document.getElementById(intro.dataset.autoScrollTo ?? "") : null;
if (intro && target && !prefersReducedMotion()) autoScroll(intro, target);
markInteractive();

function autoScroll(intro: HTMLElement, target: HTMLElement) {
  let done = false;
  let frame = 0;
  let pendingCheck = 0;

  const headerOffset = () => Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;

  const inputEvents = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  const removeInputListeners = () => {
    for (const type of inputEvents) window.removeEventListener(type, cancelGlide);
  };
  const cancelGlide = () => {
    cancelAnimationFrame(frame);
    removeInputListeners();
  };

  const glide = () => {
    const from = window.scrollY;
    // Read each frame: a section above the target that was skipped until it neared the view
    // (`.render-near-view`) takes its real height during the glide, and moves the target.
    const to = () => target.getBoundingClientRect().top + window.scrollY - headerOffset();
    const start = performance.now();
    for (const type of inputEvents) window.addEventListener(type, cancelGlide, { passive: true });
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / DURATION_MS);
      window.scrollTo({ top: from + (to() - from) * easeInOutCubic(progress), behavior: "instant" });
      if (progress < 1) frame = requestAnimationFrame(step);
      else removeInputListeners();
    };
    frame = requestAnimationFrame(step);
  };

  const check = () => {
    pendingCheck = 0;
    if (done || window.scrollY <= SCROLL_THRESHOLD_PX) return;
    if (intro.getBoundingClientRect().bottom > 0) return;
    done = true;
    window.removeEventListener("scroll", onScroll);
    // Forward only: a reader already at or past the section is left where they are.
    if (target.getBoundingClientRect().top > headerOffset() + 1) glide();
  };
  const onScroll = () => {
    if (!pendingCheck) pendingCheck = requestAnimationFrame(check);
  };
  window.addEventListener("scroll", onScroll, { passive: true });
}
