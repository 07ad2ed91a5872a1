import type { Toast } from "~/ui/toasts/toast";

/**
 * The flash message for browsers without JavaScript (the toast layer needs it): after a plain
 * form post, the redirected page shows the result here.
 */
export function FlashBanner({ flash }: { flash: Toast | null | undefined }) {
  if (!flash) return null;
  const tone =
    flash.kind === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-brand-200 bg-brand-50 text-navy-900";
  return (
    <noscript>
      <div
        role="status"
        className={`fixed inset-x-4 top-[calc(var(--header-height)+0.75rem)] z-40 mx-auto max-w-xl rounded-xl border p-4 shadow-lg ${tone}`}
      >
        <p className="font-bold">{flash.title}</p>
        {flash.description ? <p className="mt-1 text-sm">{flash.description}</p> : null}
      </div>
    </noscript>
  );
}
