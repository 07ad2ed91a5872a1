import type { Toast } from "~/ui/toasts/toast";

/** A form's answer shown in the page (plain posts without JavaScript have no toasts). */
export function FormAlert({ toast }: { toast: Toast | null | undefined }) {
  if (!toast) return null;
  const tone =
    toast.kind === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-brand-200 bg-brand-50 text-navy-900";
  return (
    <div
      role={toast.kind === "error" ? "alert" : "status"}
      data-form-alert=""
      className={`rounded-xl border p-3 text-sm ${tone}`}
    >
      <p className="font-bold">{toast.title}</p>
      {toast.description ? <p className="mt-0.5">{toast.description}</p> : null}
    </div>
  );
}
