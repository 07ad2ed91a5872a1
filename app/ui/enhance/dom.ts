/** Small DOM helpers shared by the content pages' modules (`*.enhance.ts`); nothing here renders. */

/**
 * Tells tests (and CSS, if ever needed) that the page's modules have run: the same mark a
 * hydrated page sets. Set once every module script has run (they all run before DOMContentLoaded).
 */
export function markInteractive(): void {
  const mark = () => {
    document.documentElement.dataset.hydrated = "true";
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mark, { once: true });
  else mark();
}

/** Replaces `element` with a new element of another tag, keeping its attributes and children. */
export function retag<K extends keyof HTMLElementTagNameMap>(element: Element, tag: K): HTMLElementTagNameMap[K] {
  const next = document.createElement(tag);
  for (const { name, value } of element.attributes) next.setAttribute(name, value);
  while (element.firstChild) next.appendChild(element.firstChild);
  element.replaceWith(next);
  return next;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside `root`, in order (hidden ones left out). */
export function focusables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest("[hidden]") && element.getClientRects().length > 0,
  );
}
