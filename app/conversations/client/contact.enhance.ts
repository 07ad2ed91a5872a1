import { ATTACHMENT_FIELD, checkChosenFiles } from "~/conversations/attachments";
import { contactDetails } from "~/conversations/contact-fields";
import { readDraft, writeDraft } from "~/ui/drafts";
import { markInteractive } from "~/ui/enhance/dom";
import { fieldProblems } from "~/ui/enhance/field-check";
import { showFieldError } from "~/ui/enhance/field-errors";
import {
  CONTACT_DRAFT,
  CONTACT_FORM_ATTRIBUTE,
  DRAFT_OWNER_ATTRIBUTE,
  SEND_ANOTHER_ATTRIBUTE,
  SIGNED_IN_ATTRIBUTE,
} from "./contact-markers";

/**
 * The contact form on a page without the framework (contact-form.tsx,
 * docs/decisions/029-content-pages-without-the-framework.md). The form is a plain post that
 * forms.enhance.ts sends through fetch, showing the answer in place; this module adds:
 *
 * - the check before sending, with the server's messages: the fields' own attributes (required,
 *   lengths, type; the words are on each control, app/ui/forms/field-messages.ts) and the files'
 *   count, sizes and types (../attachments.ts): errors under their fields, the first one focused,
 *   nothing sent. It runs before Turnstile's check (turnstile.enhance.ts), so a visitor sees every
 *   error at once, the widget's too, and a token is not spent on a form the server would refuse.
 *   What only the server's schema knows comes back as its answer, in place;
 * - the draft: every field kept in this browser for the page's owner (app/ui/drafts.ts), put back
 *   after a reload, forgotten once sent; a form holding no more than a name and an address keeps
 *   nothing, so a sent message leaves no name behind for the next person on this browser;
 * - the browser's question before leaving with an unsent message;
 * - "Send another message": the form again in place, its first field focused.
 */

const FORM = `form[${CONTACT_FORM_ATTRIBUTE}]`;
/** The fields a draft keeps whoever writes it; a visitor's name and e-mail go with them. */
const UNSENT = ["service", ...contactDetails.map((d) => d.name), "message"];
const PERSON = ["name", "email"];
/** The fields checked before sending, in the form's order (the first invalid one takes the focus). */
const CHECKED = [...PERSON, ...UNSENT, ATTACHMENT_FIELD];

type Values = Record<string, string>;

const isClient = (form: HTMLFormElement) => form.hasAttribute(SIGNED_IN_ATTRIBUTE);
const ownerOf = (form: HTMLFormElement) => form.getAttribute(DRAFT_OWNER_ATTRIBUTE) ?? "";

function control(
  form: HTMLFormElement,
  name: string,
): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
    ? element
    : null;
}

function valuesOf(form: HTMLFormElement, names: readonly string[]): Values {
  return Object.fromEntries(names.map((name) => [name, control(form, name)?.value ?? ""]));
}

// ---- The check before sending -------------------------------------------------------------

window.addEventListener(
  "submit",
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches(FORM) || passes(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  },
  // Before anything else sees the submit: Turnstile's check, then forms.enhance.ts's send.
  { capture: true },
);

/** Shows what the check finds (and clears what it no longer finds); true when the form may go. */
function passes(form: HTMLFormElement): boolean {
  const found: Values = { ...fieldProblems(form), ...checkChosenFiles(form) };
  for (const name of CHECKED) {
    const field = control(form, name);
    if (field && !("readOnly" in field && field.readOnly)) showFieldError(field, found[name]);
  }
  const first = CHECKED.find((name) => found[name]);
  if (!first) return true;
  // The widget's place says it too, when it has no token yet: one pass through the form.
  const place = form.querySelector<HTMLElement>("[data-turnstile]");
  const tokenError = place?.parentElement?.querySelector<HTMLElement>("[data-turnstile-error]");
  if (place && tokenError && !control(form, "token")?.value) {
    tokenError.textContent = place.dataset.required ?? "";
    tokenError.hidden = false;
  }
  control(form, first)?.focus();
  return false;
}

// ---- The draft and the leave warning ------------------------------------------------------

/** What the form held when the page came (a /plan link's message, a service page's service): not a draft. */
let blank: Values = {};

function save(form: HTMLFormElement) {
  const unsent = valuesOf(form, UNSENT);
  const written = UNSENT.some((name) => unsent[name] !== (blank[name] ?? ""));
  const person = isClient(form) ? {} : valuesOf(form, PERSON);
  writeDraft(ownerOf(form), CONTACT_DRAFT, written ? JSON.stringify({ ...unsent, ...person }) : null);
  const message = unsent.message ?? "";
  warnOnLeaving(message.trim() !== "" && message !== (blank.message ?? ""));
}

/** Puts the kept draft back into a form that shows nothing but what the page came with. */
function restore(form: HTMLFormElement) {
  const saved = readDraft(ownerOf(form), CONTACT_DRAFT);
  if (!saved) return;
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(saved) as Record<string, unknown>;
  } catch {
    return;
  }
  if (!fields || typeof fields !== "object") return;
  const names = isClient(form) ? UNSENT : [...PERSON, ...UNSENT];
  for (const name of names) {
    const field = control(form, name);
    const value = fields[name];
    if (!field || typeof value !== "string") continue;
    // A service the list no longer offers is not put back.
    if (field instanceof HTMLSelectElement && ![...field.options].some((option) => option.value === value)) continue;
    field.value = value;
  }
}

const asIfServed = (form: HTMLFormElement) =>
  [...form.elements].every(
    (element) =>
      !(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) ||
      element.type === "file" ||
      element.type === "hidden" ||
      element.value === element.defaultValue,
  );

let warning = false;
function warnOnLeaving(unsent: boolean) {
  if (unsent === warning) return;
  warning = unsent;
  // Only while there is something unsent, so the back/forward cache and plain leaving stay as they are.
  if (unsent) window.addEventListener("beforeunload", askFirst);
  else window.removeEventListener("beforeunload", askFirst);
}

function askFirst(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers ask for a return value to show the question.
  event.returnValue = "";
}

for (const type of ["input", "change"]) {
  document.addEventListener(type, (event) => {
    const form = (event.target as Element | null)?.closest?.(FORM);
    if (form instanceof HTMLFormElement) save(form);
  });
}

/** An answer shown in place (forms.enhance.ts replaces the region): a send forgets the draft. */
function answered(region: Element) {
  const form = region.querySelector<HTMLFormElement>(FORM);
  if (!form) return;
  if (form.hidden) {
    // Sent: what the next message starts from is an empty form.
    blank = {};
    writeDraft(ownerOf(form), CONTACT_DRAFT, null);
    warnOnLeaving(false);
  } else save(form);
}

// ---- "Send another message" ---------------------------------------------------------------

document.addEventListener("click", (event) => {
  const link = (event.target as Element | null)?.closest?.(`[${SEND_ANOTHER_ATTRIBUTE}]`);
  const region = link?.closest("[data-form-region]");
  const form = region?.querySelector<HTMLFormElement>(FORM);
  if (!link || !form) return;
  event.preventDefault();
  link.closest("section")?.remove();
  form.hidden = false;
  form.querySelector<HTMLElement>("input:not([readonly]):not([type=hidden]), select, textarea")?.focus();
});

// ---- The page as it came ------------------------------------------------------------------

for (const form of document.querySelectorAll<HTMLFormElement>(FORM)) {
  const region = form.closest("[data-form-region]");
  if (form.hidden && region) answered(region);
  else {
    blank = valuesOf(form, UNSENT);
    // The answer of a plain post shows what was typed already; a fresh page takes the draft.
    if (asIfServed(form) && !form.querySelector('[aria-invalid="true"], [data-form-alert]')) restore(form);
    save(form);
  }
  if (region) new MutationObserver(() => answered(region)).observe(region, { childList: true });
}

markInteractive();
