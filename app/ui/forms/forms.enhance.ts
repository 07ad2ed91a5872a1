import { forgetDrafts } from "~/ui/drafts";
import { markInteractive } from "~/ui/enhance/dom";
import { showToast, toastFromAlert } from "~/ui/enhance/toast-dom";

/**
 * Forms on a content page that answer in place (docs/decisions/029-content-pages-without-the-framework.md).
 * A form posts to its action as it would without JavaScript, through fetch, and the action's
 * answer, the page it renders for a plain post, is read for what this form needs:
 *
 * - a redirect (a success, with its flash toast in a cookie): the browser goes where the form
 *   said (its `redirectTo`), or loads this page again, and the next page shows the toast;
 * - a form inside a `[data-form-region]` (the sign-in dialogs): the region is replaced by the
 *   answer page's region, whose answer (FormAlert) becomes a toast;
 * - any other form (the newsletter's): the answer page's text for the same form is a toast, or
 *   a field's error under the field.
 *
 * Sign Out stays a plain post: its answer is a new page anyway. It forgets the drafts kept in this
 * browser first: they are the leaving person's (app/ui/drafts.ts). So does a form marked
 * `data-plain-post`, whose answer is a page of its own (a mailed link's button).
 */
const SIGN_OUT = "/logout";
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
      redirect: "manual",
      headers: { Accept: "text/html" },
    });
    if (response.type === "opaqueredirect") {
      const to = form.querySelector<HTMLInputElement>('input[name="redirectTo"]')?.value;
      if (to?.startsWith("/")) window.location.assign(to);
      else window.location.reload();
      return;
    }
    const answer = new DOMParser().parseFromString(await response.text(), "text/html");
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
  const focus =
    region.querySelector<HTMLElement>('[aria-invalid="true"]') ?? region.querySelector<HTMLElement>('[tabindex="-1"]');
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
  for (const name of ["for", "aria-describedby", "aria-labelledby", "aria-controls", "aria-errormessage"]) {
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

markInteractive();
