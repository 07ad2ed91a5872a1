import type { ReactNode } from "react";

/**
 * One card of /account, labelled by its heading. The "danger" tone (deleting the account) is
 * framed in red. The heading can take focus, for a step that removes what had it.
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
      className={`scroll-mt-[calc(var(--header-height)+1rem)] rounded-2xl bg-white p-6 shadow-lg sm:p-8 ${frame}`}
    >
      <h2 id={`${id}-title`} tabIndex={-1} className={`text-2xl font-extrabold focus:outline-none ${heading}`}>
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
