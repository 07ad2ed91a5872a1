import { markInteractive } from "~/ui/enhance/dom";
import { onceVisible, prefersReducedMotion } from "./motion";

/** Spec section 9: a new slide every 5 s, each move taking 500 ms (the track's CSS transition). */
const AUTO_ADVANCE_MS = 5000;
const MOVE_MS = 500;
/** A sideways swipe longer than this moves one slide. */
const SWIPE_PX = 40;

/**
 * The testimonials carousel (testimonials.tsx): a slide at a time, moved by previous and next
 * (wrapping both ways, always in the direction pressed), the dots, a swipe, and every 5 s on its
 * own while motion is allowed, the carousel is near the view and neither hovered nor focused.
 * The pause control stops the auto-advance (WCAG 2.2.2); under reduced motion it starts paused.
 */
for (const region of document.querySelectorAll<HTMLElement>('[data-testid="testimonials"]')) carousel(region);
markInteractive();

function carousel(region: HTMLElement) {
  const viewport = region.querySelector<HTMLElement>("[data-carousel-viewport]");
  const track = region.querySelector<HTMLElement>("[data-carousel-track]");
  if (!viewport || !track) return;
  const slides = [...track.children] as HTMLElement[];
  const dots = [...region.querySelectorAll<HTMLButtonElement>('[data-testid="testimonial-dot"]')];
  const action = (name: string) => region.querySelector<HTMLButtonElement>(`[data-carousel-action="${name}"]`);
  const toggle = action("pause");
  const count = slides.length;

  let selected = 0;
  let auto = !prefersReducedMotion();
  let near = false;
  let hovered = false;
  let focused = false;
  let timer = 0;
  /** The clean-up of a move across the ends (see `goTo`), run when it ends or another starts. */
  let settle: (() => void) | null = null;

  const place = (position: number, animate: boolean) => {
    // The row is moved by its transform only, never scrolled (a wrap's reordering could scroll it).
    viewport.scrollLeft = 0;
    if (!animate) {
      track.style.transition = "none";
      track.style.transform = `translateX(${-position * 100}%)`;
      void track.offsetWidth;
      track.style.transition = "";
      return;
    }
    track.style.transform = `translateX(${-position * 100}%)`;
  };

  /** Moves to slide `target`; `step` (+1 or -1) says which way when the move wraps past an end. */
  const goTo = (target: number, step = 0) => {
    settle?.();
    const to = ((target % count) + count) % count;
    if (to === selected) return;
    const wraps = (step === 1 && to < selected) || (step === -1 && to > selected);
    if (wraps && count > 1) {
      // Across the end: the slide coming in stands beside the current one for the move, then
      // goes back to its place while nothing moves.
      const incoming = slides[to]!;
      incoming.style.order = step === 1 ? "1" : "-1";
      place(step === 1 ? count - 2 : 1, false);
      place(step === 1 ? count - 1 : 0, true);
      const cleanUp = () => {
        window.clearTimeout(done);
        incoming.style.order = "";
        place(to, false);
        settle = null;
      };
      const done = window.setTimeout(cleanUp, MOVE_MS + 20);
      settle = cleanUp;
    } else {
      place(to, true);
    }
    selected = to;
    show();
  };

  const show = () => {
    slides.forEach((slide, i) => {
      if (i === selected) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
    });
    dots.forEach((dot, i) => {
      if (i === selected) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    region.dataset.auto = auto ? "on" : "off";
    if (toggle) toggle.setAttribute("aria-label", (auto ? toggle.dataset.pauseLabel : toggle.dataset.playLabel) ?? "");
    // Announced only when the visitor moves it, never on every automatic change.
    track.setAttribute("aria-live", auto ? "off" : "polite");
    const advancing = auto && near && !hovered && !focused && count > 1;
    region.dataset.playing = String(advancing);
    // Restarts the five seconds on every change, whoever made it.
    window.clearTimeout(timer);
    if (advancing) timer = window.setTimeout(() => goTo(selected + 1, 1), AUTO_ADVANCE_MS);
  };

  action("previous")?.addEventListener("click", () => goTo(selected - 1, -1));
  action("next")?.addEventListener("click", () => goTo(selected + 1, 1));
  dots.forEach((dot, i) => {
    dot.addEventListener("click", () => goTo(i));
  });
  toggle?.addEventListener("click", () => {
    auto = !auto;
    show();
  });

  region.addEventListener("mouseenter", () => {
    hovered = true;
    show();
  });
  region.addEventListener("mouseleave", () => {
    hovered = false;
    show();
  });
  region.addEventListener("focusin", () => {
    focused = true;
    show();
  });
  region.addEventListener("focusout", (event) => {
    if (region.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    show();
  });

  let swipeFrom: { x: number; y: number } | null = null;
  viewport.addEventListener("pointerdown", (event) => {
    swipeFrom = { x: event.clientX, y: event.clientY };
  });
  viewport.addEventListener("pointerup", (event) => {
    if (!swipeFrom) return;
    const dx = event.clientX - swipeFrom.x;
    const dy = event.clientY - swipeFrom.y;
    swipeFrom = null;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) goTo(selected + (dx < 0 ? 1 : -1), dx < 0 ? 1 : -1);
  });
  viewport.addEventListener("pointercancel", () => {
    swipeFrom = null;
  });

  // From the sideways row of the server's HTML to one slide at a time.
  viewport.removeAttribute("tabindex");
  viewport.scrollLeft = 0;
  region.dataset.ready = "true";
  show();
  // The auto-advance starts once the carousel comes near the view.
  onceVisible(
    region,
    0,
    () => {
      near = true;
      show();
    },
    "400px 0px",
  );
}
