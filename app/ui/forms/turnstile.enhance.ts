import { markInteractive } from "~/ui/enhance/dom";
import { showToast } from "~/ui/enhance/toast-dom";

/**
 * Turnstile rendered explicitly into each `[data-turnstile]` place (turnstile-slot.tsx), without
 * the widget's React wrapper (docs/decisions/029-content-pages-without-the-framework.md).
 *
 * - Cloudflare's script loads only once a place is near the screen or its form is started on:
 *   people who only read the page never download it.
 * - The token goes into the form's hidden `token` field and is emptied when it expires or fails.
 * - A form whose place has no token yet is stopped before anything else sees the submit (this
 *   listener runs in the capture phase; forms.enhance.ts skips a prevented submit), with the
 *   spec's toast and the field's error.
 * - An answer shown in place brings a new, empty place (the token was spent or refused either
 *   way): the widget is rendered there afresh, and the one in the place it replaced is removed.
 * - A script that cannot load says so once (the toast asks for a reload); it is not fetched again
 *   on every focus.
 */
type Turnstile = {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  remove(id: string): void;
};

const SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=adrigTurnstileReady";
const PLACE = "[data-turnstile]";
const rendered = new WeakSet<HTMLElement>();
/** Each widget by its place, to remove it once an answer has replaced the place. */
const widgets = new Map<HTMLElement, string>();
let api: Promise<Turnstile | null> | null = null;
let ready: Turnstile | null = null;

function load(place: HTMLElement): Promise<Turnstile | null> {
  api ??= new Promise<Turnstile>((resolve, reject) => {
    const global = window as unknown as Record<string, unknown>;
    global.adrigTurnstileReady = () => resolve(global.turnstile as Turnstile);
    const script = document.createElement("script");
    script.src = SCRIPT;
    script.async = true;
    script.onerror = () => reject(new Error("turnstile script"));
    document.head.appendChild(script);
  }).then(
    (turnstile) => (ready = turnstile),
    () => {
      showToast("error", place.dataset.unavailableTitle ?? "", place.dataset.unavailable);
      return null;
    },
  );
  return api;
}

function tokenField(place: HTMLElement): HTMLInputElement | null {
  return place.closest("form")?.querySelector<HTMLInputElement>('input[name="token"]') ?? null;
}

function errorOf(place: HTMLElement): HTMLElement | null {
  return place.parentElement?.querySelector<HTMLElement>("[data-turnstile-error]") ?? null;
}

async function render(place: HTMLElement) {
  if (rendered.has(place)) return;
  rendered.add(place);
  const turnstile = await load(place);
  if (!turnstile || !place.isConnected) return;
  const setToken = (token: string) => {
    const field = tokenField(place);
    if (field) field.value = token;
    const error = errorOf(place);
    if (token && error) error.hidden = true;
  };
  const id = turnstile.render(place, {
    sitekey: place.dataset.turnstile,
    size: "flexible",
    theme: "light",
    // The widget's own hidden field would be a second copy of the token under another name.
    "response-field": false,
    callback: setToken,
    "expired-callback": () => setToken(""),
    "error-callback": () => setToken(""),
  });
  widgets.set(place, id);
}

/** Widgets whose place an answer replaced: Cloudflare's script would otherwise keep watching them. */
function removeGone() {
  for (const [place, id] of widgets) {
    if (place.isConnected) continue;
    widgets.delete(place);
    ready?.remove(id);
  }
}

const nearby = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    nearby.unobserve(entry.target);
    void render(entry.target as HTMLElement);
  }
});

function watch(root: ParentNode) {
  for (const place of root.querySelectorAll<HTMLElement>(PLACE)) if (!rendered.has(place)) nearby.observe(place);
}

// Starting on a form loads its widget at once, wherever it is on the screen.
document.addEventListener("focusin", (event) => {
  const place = (event.target as Element).closest("form")?.querySelector<HTMLElement>(PLACE);
  if (place) void render(place);
});

document.addEventListener(
  "submit",
  (event) => {
    const form = event.target as HTMLFormElement;
    const place = form.querySelector<HTMLElement>(PLACE);
    if (!place || tokenField(place)?.value) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const error = errorOf(place);
    if (error) {
      error.textContent = place.dataset.required ?? "";
      error.hidden = false;
    }
    showToast("error", place.dataset.requiredTitle ?? "", place.dataset.required);
    void render(place);
  },
  { capture: true },
);

// Answers shown in place replace the form's markup, the widget's place with it.
new MutationObserver(() => {
  removeGone();
  watch(document);
}).observe(document.body, { childList: true, subtree: true });
watch(document);
// A visitor who was quicker than this module (the fields are there before modules run).
const started = document.activeElement?.closest("form")?.querySelector<HTMLElement>(PLACE);
if (started) void render(started);
markInteractive();
