import type { ReactNode } from "react";

/**
 * One card of /account, labelled by its heading. The "danger" tone (deleting the account) is
 * framed in red. The heading can take focus, for a step that removes what had it. A long unbroken
 * word (a 50-character address, a passkey's name) wraps inside the card instead of widening the
 * page: `wrap-anywhere` is inherited by all the card holds and lets its narrowest width shrink.
 */
export function AccountSection({
  id,
  title,
  tone = "normal",
  children,
}: {
  id: string;
  title: string;
  tone?: "normal" | "danger";
  children: ReactNode;
}) {
  const frame = tone === "danger" ? "ring-2 ring-red-200" : "ring-1 ring-black/5";
  const heading = tone === "danger" ? "text-red-800" : "text-navy-900";
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`min-w-0 scroll-mt-[calc(var(--header-height)+1rem)] rounded-2xl bg-white p-6 shadow-lg wrap-anywhere sm:p-8 ${frame}`}
    >
      <h2 id={`${id}-title`} tabIndex={-1} className={`text-2xl font-extrabold focus:outline-none ${heading}`}>
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
