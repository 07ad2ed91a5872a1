import { markInteractive } from "~/ui/enhance/dom";

/**
 * A content page's Login, Sign Up and Forgot Password dialogs (content-auth-dialogs.tsx): the
 * header's links and the dialogs' own switches open them as modal native dialogs (focus stays
 * in, Escape closes, focus goes back). Their forms answer in place through forms.enhance.ts.
 */
const PAGES: Record<string, string> = { "/login": "login", "/signup": "signup", "/forgot-password": "forgot" };

const dialogs = new Map(
  [...document.querySelectorAll<HTMLDialogElement>("dialog[data-auth-dialog]")].map((dialog) => [
    dialog.dataset.authDialog ?? "",
    dialog,
  ]),
);
/** Each dialog's form as the server sent it: "Wrong address? Start again" brings it back. */
const initial = new Map(
  [...dialogs].map(([kind, dialog]) => [kind, dialog.querySelector("[data-form-region]")?.innerHTML ?? ""]),
);

function open(kind: string, reset: boolean) {
  const dialog = dialogs.get(kind);
  if (!dialog) return;
  for (const other of dialogs.values()) if (other !== dialog && other.open) other.close();
  const region = dialog.querySelector("[data-form-region]");
  if (reset && region) region.innerHTML = initial.get(kind) ?? "";
  if (!dialog.open) dialog.showModal();
  if (reset) dialog.querySelector<HTMLElement>("input:not([type=hidden])")?.focus();
}

if (dialogs.size > 0) {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const target = event.target as Element;
    const switcher = target.closest<HTMLElement>("button[data-dialog]");
    const link = target.closest<HTMLAnchorElement>("a[href]");
    const kind = switcher?.dataset.dialog ?? (link ? PAGES[new URL(link.href).pathname] : undefined);
    if (!kind || !dialogs.has(kind)) return;
    event.preventDefault();
    const from = target.closest<HTMLDialogElement>("dialog[data-auth-dialog]");
    open(kind, from === dialogs.get(kind));
  });
  for (const dialog of dialogs.values()) {
    dialog.querySelector("[data-close]")?.addEventListener("click", () => dialog.close());
    // A click on the backdrop (the dialog element itself, outside its box) closes it.
    dialog.addEventListener("click", (event) => {
      if (event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) dialog.close();
    });
  }
}
markInteractive();
