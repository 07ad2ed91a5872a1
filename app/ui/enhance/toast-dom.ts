/**
 * Toasts on a content page, without the toast library (docs/decisions/029-content-pages-without-the-framework.md):
 * the same place (bottom right), time (4 seconds), limit (3) and colours as the hydrated pages'
 * (app/ui/toasts/sonner-toaster.tsx), and the same `data-sonner-toast` hook the browser tests read.
 */
export type ToastKind = "success" | "error" | "info";

const DURATION_MS = 4000;
const VISIBLE = 3;

const tones: Record<ToastKind, string> = {
  success: "border-green-200 bg-green-50 text-green-900",
  error: "border-red-200 bg-red-50 text-red-900",
  info: "border-brand-200 bg-brand-50 text-navy-900",
};

function region(): HTMLOListElement {
  const existing = document.querySelector<HTMLOListElement>("ol[data-toasts]");
  if (existing) return existing;
  const section = document.createElement("section");
  section.setAttribute("aria-label", "Notifications");
  const list = document.createElement("ol");
  list.dataset.toasts = "";
  list.className = "fixed bottom-4 right-4 z-[100] flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2";
  section.appendChild(list);
  document.body.appendChild(section);
  return list;
}

export function showToast(kind: ToastKind, title: string, description?: string | null): void {
  const list = region();
  const item = document.createElement("li");
  item.dataset.sonnerToast = "";
  item.dataset.type = kind;
  item.setAttribute("role", kind === "error" ? "alert" : "status");
  item.className = `rounded-xl border p-4 text-sm shadow-lg ${tones[kind]}`;
  const heading = document.createElement("p");
  heading.className = "font-bold";
  heading.textContent = title;
  item.appendChild(heading);
  if (description) {
    const text = document.createElement("p");
    text.className = "mt-0.5";
    text.textContent = description;
    item.appendChild(text);
  }
  list.appendChild(item);
  while (list.children.length > VISIBLE) list.firstElementChild?.remove();
  // Held while the pointer rests on it, as the library's are.
  let timer = window.setTimeout(() => item.remove(), DURATION_MS);
  item.addEventListener("pointerenter", () => window.clearTimeout(timer));
  item.addEventListener("pointerleave", () => {
    timer = window.setTimeout(() => item.remove(), DURATION_MS);
  });
}

/** A form's answer as the server renders it in the page (app/ui/forms/form-alert.tsx), as a toast. */
export function toastFromAlert(alert: Element): void {
  const [title, description] = [...alert.querySelectorAll("p")].map((p) => p.textContent ?? "");
  const kind: ToastKind = alert.getAttribute("role") === "alert" ? "error" : "success";
  if (title) showToast(kind, title, description);
}
