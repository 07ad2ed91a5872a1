import { markInteractive } from "~/ui/enhance/dom";
import { showToast, type ToastKind } from "~/ui/enhance/toast-dom";

/** An article's "Copy link" (share-buttons.tsx): the address onto the clipboard, and a toast either way. */
type Answer = { kind: ToastKind; title: string; description?: string };

for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-copy-link]")) {
  const answer = (name: string): Answer => JSON.parse(button.getAttribute(name) ?? "{}");
  button.addEventListener("click", async () => {
    const shown = await navigator.clipboard.writeText(button.dataset.copyLink ?? "").then(
      () => answer("data-copied"),
      () => answer("data-not-copied"),
    );
    showToast(shown.kind, shown.title, shown.description);
  });
}
markInteractive();
