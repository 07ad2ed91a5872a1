import { Icon } from "~/components/icons";
import type { IconName } from "~/content/services/types";

// Sections, the closing band and check lists live in modules without the icon set, so pages that
// need only those do not load every drawing; they are re-exported here for the templates.
export { CheckList, ClosingCta, CONTACT_PATH, Section, type Tone } from "~/components/page/page-parts";

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
