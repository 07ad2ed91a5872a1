import type { ReactNode } from "react";

/** One section of /about: its heading, an optional intro, on white or (tinted) the brand's light blue. */
export function AboutSection({
  id,
  title,
  intro,
  tint = false,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tint?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`px-6 py-16 sm:py-20 ${tint ? "bg-brand-50" : "bg-white"}`}>
      <div className="mx-auto max-w-6xl">
        <h2 id={`${id}-heading`} className="text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">
          {title}
        </h2>
        {intro ? <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted">{intro}</p> : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
