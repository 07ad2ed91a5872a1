import type { ReactNode } from "react";

/** One card of /account, labelled by its heading. */
export function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-black/5 sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-extrabold text-navy-900">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
