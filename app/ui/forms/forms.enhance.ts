import { forgetDrafts } from "~/ui/drafts";
import { markInteractive } from "~/ui/enhance/dom";
import { showToast, type ToastKind, toastFromAlert } from "~/ui/enhance/toast-dom";

/**
 * Forms on a content page that answer in place (docs/decisions/029-content-pages-without-the-framework.md).
 * A form posts to its action as it would without JavaScript, through fetch, and the action's
 * answer, the page it renders for a plain post, is read for what this form needs:
 *
 * - a redirect (a success, with its flash toast in a cookie): the browser goes where the form
 *   said (its `redirectTo`), or loads this page again, and the next page shows the toast;
 * - a form marked `data-follow-redirect` (the booking pages' forms, whose success leads to an
 *   address only the server knows, such as a confirmation's token): the redirect is followed and
 *   the browser loads where it led; the flash toast that page carried is shown there;
 * - a form inside a `[data-form-region]` (the sign-in dialogs, the booking pages): the region is
 *   replaced by the answer page's region, whose answer (FormAlert) becomes a toast;
 * - any other form (the newsletter's): the answer page's text for the same form is a toast, or
 *   a field's error under the field.
 *
 * Sign Out stays a plain post: its answer is a new page anyway. It forgets the drafts kept in this
 * browser first: they are the leaving person's (app/ui/drafts.ts). So does a form marked
 * `data-plain-post` (the button of a mailed single-use link, whose answer is the next page): the
 * browser sends it, and a second press while the first is on its way replaces that navigation
 * instead of posting again (sign-in-pages.spec.ts).
 */
const SIGN_OUT = "/logout";
/** A followed redirect's flash toast, carried to the page it led to (this tab only). */
const CARRIED_TOAST = "adrig:toast";
let sent = 0;

document.addEventListener("submit", (event) => {
  const form = event.target as HTMLFormElement;
  if (event.defaultPrevented || form.method !== "post") return;
  const action = new URL(form.action, window.location.href);
  if (action.origin !== window.location.origin) return;
  if (action.pathname === SIGN_OUT) {
    forgetDrafts();
    return;
  }
  if (form.hasAttribute("data-plain-post")) return;
  event.preventDefault();
  void send(form, action, event.submitter);
});

async function send(form: HTMLFormElement, action: URL, submitter: HTMLElement | null) {
  if (form.dataset.busy) return;
  form.dataset.busy = "true";
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  // The button says what is happening ("Sending..."), as SubmitButton's busy state does.
  const idle = button?.textContent ?? "";
  const busyLabel = button?.dataset.busyLabel;
  if (button) button.disabled = true;
  if (button && busyLabel) button.textContent = busyLabel;
  try {
    const response = await fetch(action, {
      method: "POST",
      body: new FormData(form, submitter),
      redirect: form.hasAttribute("data-follow-redirect") ? "follow" : "manual",
      headers: { Accept: "text/html" },
    });
    if (response.type === "opaqueredirect") {
      // Where the action sends a success: the form's `redirectTo`, or (when the action always
      // goes to one page) its `data-redirect-to`.
      const to = form.querySelector<HTMLInputElement>('input[name="redirectTo"]')?.value ?? form.dataset.redirectTo;
      if (to?.startsWith("/")) window.location.assign(to);
      else window.location.reload();
      return;
    }
    const answer = new DOMParser().parseFromString(await response.text(), "text/html");
    if (response.redirected && new URL(response.url).origin === window.location.origin) {
      carryToast(answer);
      window.location.assign(response.url);
      return;
    }
    const region = form.closest<HTMLElement>("[data-form-region]");
    if (region) showInRegion(region, answer);
    else showBeside(form, action, answer);
  } catch {
    showToast("error", "Something went wrong", "Please check your connection and try again.");
  } finally {
    delete form.dataset.busy;
    if (button?.isConnected) {
      button.disabled = false;
      if (busyLabel) button.textContent = idle;
    }
  }
}

function showInRegion(region: HTMLElement, answer: Document) {
  const from = answer.querySelector("main [data-form-region]");
  if (!from) return;
  const keep = [...region.querySelectorAll<HTMLInputElement>('input[name="redirectTo"]')].map((input) => input.value);
  const chosen = [...region.querySelectorAll<HTMLInputElement>('input[type="file"]')];
  region.innerHTML = from.innerHTML;
  renameIds(region);
  keepChosenFiles(region, chosen);
  region.querySelectorAll<HTMLInputElement>('input[name="redirectTo"]').forEach((input, index) => {
    input.value = keep[index] ?? keep[0] ?? input.value;
  });
  for (const alert of region.querySelectorAll("[data-form-alert]")) {
    toastFromAlert(alert);
    alert.remove();
  }
  // The first field in error, else the field the new step starts with (the code after the
  // password), else the new panel's heading ("Check your inbox").
  const focus =
    region.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    region.querySelector<HTMLElement>("[autofocus]") ??
    region.querySelector<HTMLElement>('[tabindex="-1"]');
  focus?.focus();
}

/** The answer page's own copy of this form (its action and the same fields): its answer beside it. */
function showBeside(form: HTMLFormElement, action: URL, answer: Document) {
  const twin = answer.querySelector<HTMLFormElement>(`main form[action="${action.pathname}"]`);
  const text = twin?.nextElementSibling?.querySelector("[role]");
  const status = form.nextElementSibling;
  const invalid = twin?.querySelector('[aria-invalid="true"]');
  if (invalid && text && status) {
    status.replaceChildren(document.importNode(text, true));
    form.querySelector('input[type="email"]')?.setAttribute("aria-invalid", "true");
    return;
  }
  status?.replaceChildren();
  form.querySelector('input[type="email"]')?.removeAttribute("aria-invalid");
  if (!text) return;
  const title = text.querySelector("strong")?.textContent ?? "";
  const description = (text.textContent ?? "").slice(title.length).trim();
  const error = text.getAttribute("role") === "alert";
  showToast(error ? "error" : "success", title || description, title ? description : null);
  if (!error) form.reset();
}

/**
 * The page a followed redirect led to was fetched once already, and that fetch spent its flash
 * cookie: its toast (app/ui/toasts/flash-toast.tsx) is kept for the same page loaded again.
 */
function carryToast(answer: Document) {
  const flash = answer.querySelector<HTMLElement>("[data-flash-toast]");
  if (!flash) return;
  const { kind, title, description } = flash.dataset;
  try {
    sessionStorage.setItem(CARRIED_TOAST, JSON.stringify({ kind, title, description }));
  } catch {
    // Storage refused: the page loads without its toast, and shows the result itself.
  }
}

function showCarriedToast() {
  try {
    const carried = sessionStorage.getItem(CARRIED_TOAST);
    if (!carried) return;
    sessionStorage.removeItem(CARRIED_TOAST);
    const { kind, title, description } = JSON.parse(carried) as {
      kind?: ToastKind;
      title?: string;
      description?: string;
    };
    showToast(kind ?? "info", title ?? "", description);
  } catch {
    // Nothing carried, or storage refused.
  }
}

/**
 * Files chosen before an answer that shows the form again (a refusal) stay chosen, as they would
 * in a form the answer did not replace; a form the answer hides (a success) starts without them.
 */
function keepChosenFiles(region: HTMLElement, chosen: HTMLInputElement[]) {
  for (const old of chosen) {
    const next = region.querySelector<HTMLInputElement>(`input[type="file"][name="${CSS.escape(old.name)}"]`);
    if (next && old.files?.length && !next.closest("[hidden]")) next.files = old.files;
  }
}

/** Ids from another page's render: made unique here, with every reference to them. */
function renameIds(root: HTMLElement) {
  sent += 1;
  const renamed = new Map<string, string>();
  for (const element of root.querySelectorAll("[id]")) {
    const next = `answer${sent}-${element.id}`;
    renamed.set(element.id, next);
    element.id = next;
  }
  for (const name of ["for", "list", "aria-describedby", "aria-labelledby", "aria-controls", "aria-errormessage"]) {
    for (const element of root.querySelectorAll(`[${name}]`)) {
      const value = element.getAttribute(name) ?? "";
      element.setAttribute(
        name,
        value
          .split(/\s+/)
          .map((id) => renamed.get(id) ?? id)
          .join(" "),
      );
    }
  }
}

showCarriedToast();
markInteractive();
