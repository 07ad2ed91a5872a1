import type { ReactNode } from "react";

/**
 * The blue band that opens a page, directly under the fixed header. It is the one place that
 * knows the header's height: the top padding clears it (`--header-height` in app.css), so pages
 * never repeat the offset. Its blue continues the header's blue at the top of the page.
 */
export function PageHero({
  children,
  align = "left",
  width = "max-w-6xl",
  as: Tag = "section",
  className = "",
  labelledBy,
}: {
  children: ReactNode;
  align?: "left" | "center";
  /** The Tailwind max-width of the content column. */
  width?: string;
  as?: "section" | "header" | "div";
  /** Extra classes for the band, e.g. a gradient or more bottom padding. */
  className?: string;
  labelledBy?: string;
}) {
  return (
    <Tag
      aria-labelledby={labelledBy}
      className={`on-dark bg-brand-600 px-4 pb-16 pt-[calc(var(--header-height)+3rem)] text-white sm:px-6 sm:pb-20 ${className}`}
    >
      <div className={`mx-auto ${width} ${align === "center" ? "text-center" : ""}`}>{children}</div>
    </Tag>
  );
}

/** The page's one h1, in the hero's style. */
export function PageHeroTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h1 id={id} className="text-4xl font-extrabold tracking-tight sm:text-5xl">
      {children}
    </h1>
  );
}
