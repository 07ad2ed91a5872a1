import { type ReactNode, useId } from "react";
import type { IconName } from "~/content/services/types";
import { CONTACT_PATH } from "~/site/contact-prefill";
import { ButtonLink } from "~/ui/button-link";
import { Icon } from "~/ui/icons";

/** Every call to action on the service and product pages leads here. */

const tones = {
  white: "bg-white",
  tint: "bg-brand-50",
} as const;

export type Tone = keyof typeof tones;

/** A page section with its own h2; the heading names the section for assistive technology. */
export function Section({
  title,
  intro,
  tone = "white",
  id,
  children,
}: {
  title: string;
  intro?: string;
  tone?: Tone;
  id?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={`${tones[tone]} px-6 py-16 sm:py-20`}>
      <div className="mx-auto max-w-6xl">
        <h2 id={headingId} className="text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">
          {title}
        </h2>
        {intro ? <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted">{intro}</p> : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/**
 * A decorative illustration from public/images, sized so it never shifts the layout. Always lazy:
 * none is the main content of its page, and the hero's illustration is hidden on phones, where a
 * lazy image that is not displayed is never fetched.
 */
export function Illustration({ src, className = "" }: { src: string; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      width={640}
      height={400}
      loading="lazy"
      decoding="async"
      className={`h-auto w-full rounded-2xl shadow-lg ${className}`}
    />
  );
}

/** A round badge holding an icon. */
export function IconBadge({ name, onDark = false }: { name: IconName; onDark?: boolean }) {
  return (
    <span
      className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${
        onDark ? "bg-white/15 text-white" : "bg-brand-100 text-brand-700"
      }`}
    >
      <Icon name={name} />
    </span>
  );
}

export type GridCard = { title: string; description: string; icon: IconName };

/** A grid of icon cards: key features, technologies, methodology steps, skills. */
export function CardGrid({ cards }: { cards: readonly GridCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <IconBadge name={card.icon} />
          <h3 className="mt-4 text-lg font-bold text-navy-900">{card.title}</h3>
          <p className="mt-2 leading-relaxed text-muted">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** "Heading: text" (the content's benefit format) split so the heading can be set in bold. */
export function HeadedText({ title, text }: { title: string; text: string }) {
  return (
    <>
      <strong className="font-bold text-navy-900">{title}:</strong> {text}
    </>
  );
}

/**
 * A list with check marks, for short reassuring or result lines. The marks are drawn by the
 * `.check-list` class (app/app.css), not an SVG and a wrapper per item: the engagement and product
 * lists hold dozens of items, and each element is parsed, laid out and hydrated.
 */
export function CheckList({ items, className = "" }: { items: readonly ReactNode[]; className?: string }) {
  return (
    <ul className={`check-list space-y-3 ${className}`}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from content, never reordered; items are elements, not ids.
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** The closing band of a page: a question, one line of text and the call to action. */
export function ClosingCta({
  title,
  text,
  action,
  to = CONTACT_PATH,
}: {
  title: string;
  text: string;
  action: string;
  /** Where the button goes: the contact form, or /book for "Schedule a Consultation". */
  to?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="on-dark bg-navy-900 px-6 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id={headingId} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-slate-200">{text}</p>
        <ButtonLink to={to} variant="on-dark" className="mt-8">
          {action}
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * Steps as numbered cards ("01", "02", …): a service's approach and /plan's process. `compact`
 * sets smaller type, for a row of five; `gridClassName` sets the columns at each width.
 */
export function NumberedSteps({
  steps,
  gridClassName,
  compact = false,
}: {
  steps: readonly { title: string; description: string }[];
  gridClassName: string;
  compact?: boolean;
}) {
  return (
    <ol className={`grid gap-6 ${gridClassName}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span aria-hidden="true" className={`${compact ? "text-3xl" : "text-4xl"} font-extrabold text-brand-600`}>
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3 className={`mt-3 ${compact ? "text-lg" : "text-xl"} font-bold text-navy-900`}>{step.title}</h3>
          <p className="mt-2 leading-relaxed text-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
