import { showToast, type ToastKind } from "~/ui/enhance/toast-dom";

/**
 * A content page's flash toast (a form's answer carried across its redirect): the server renders
 * it as data (app/ui/toasts/flash-toast.tsx) and loads this module only then.
 */
for (const flash of document.querySelectorAll<HTMLElement>("[data-flash-toast]")) {
  showToast((flash.dataset.kind as ToastKind) ?? "info", flash.dataset.title ?? "", flash.dataset.description);
  flash.remove();
}
