import type { ReactNode } from "react";

/**
 * The blue band that opens every page except the home page, with the page's one h1. The fixed
 * header is cleared once, by `<main>` in root.tsx, so no page repeats its height; this band's
 * blue continues the header's blue at the top.
 */
export function PageHero({
  title,
  titleId,
  eyebrow,
  before,
  intro,
  aside,
  children,
  align = "left",
  width = "max-w-6xl",
  compactTitle = false,
  as: Tag = "section",
  className = "pb-16 sm:pb-20",
}: {
  title: ReactNode;
  titleId?: string;
  /** A small line above the title. */
  eyebrow?: string;
  /** Above the title: a breadcrumb, a back link, an icon. */
  before?: ReactNode;
  /** The lead paragraph under the title. */
  intro?: ReactNode;
  /** A second column on wide screens, e.g. an illustration. */
  aside?: ReactNode;
  /** Under the intro: buttons, in-page links, article meta. */
  children?: ReactNode;
  align?: "left" | "center";
  /** The Tailwind max-width of the content column. */
  width?: string;
  /** A smaller title on phones, for long headlines such as article titles. */
  compactTitle?: boolean;
  as?: "section" | "header" | "div";
  /** Bottom padding and background variants; the default suits most pages. */
  className?: string;
}) {
  const centred = align === "center";
  return (
    <Tag
      aria-labelledby={Tag === "section" ? titleId : undefined}
      className={`on-dark bg-brand-600 px-4 pt-12 text-white sm:px-6 ${className}`}
    >
      <div
        className={`mx-auto grid ${width} items-center gap-10 ${aside ? "lg:grid-cols-[1.1fr_1fr]" : ""} ${centred ? "text-center" : ""}`}
      >
        <div>
          {before}
          {eyebrow ? <p className="text-sm font-bold uppercase tracking-widest text-brand-50">{eyebrow}</p> : null}
          <h1
            id={titleId}
            className={`mt-5 font-extrabold leading-tight tracking-tight first:mt-0 ${compactTitle ? "text-3xl sm:text-5xl" : "text-4xl sm:text-5xl"}`}
          >
            {title}
          </h1>
          {intro ? (
            <div className={`mt-5 max-w-3xl text-lg leading-relaxed text-white sm:text-xl ${centred ? "mx-auto" : ""}`}>
              {intro}
            </div>
          ) : null}
          {children}
        </div>
        {aside}
      </div>
    </Tag>
  );
}
