import { type ReactElement, type ReactNode, useId } from "react";
import { ButtonLink } from "~/components/ui/button-link";

/*
 * The small parts most pages are built from (sections, the closing band, check lists and the few
 * control icons), in one module without the icon set: a page that needs only these loads neither
 * every drawing the content may name nor a chunk per part. components/templates/parts.tsx
 * re-exports them for the templates.
 */

/** The control icons' drawings; components/icons/index.tsx adds them to the full set. */
export const controlPaths = {
  check: <path d="M20 6 9 17l-5-5" />,
  x: <path d="M18 6 6 18M6 6l12 12" />,
  "arrow-right": <path d="M5 12h14M13 6l6 6-6 6" />,
  "chevron-down": <path d="m6 9 6 6 6-6" />,
  search: (
    <>
      <circle cx="11" cy="11" r="8" />
      <path d="m21 21-4.3-4.3" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type ControlIconName = keyof typeof controlPaths;

/** The 24x24 stroked frame every icon of the site is drawn in; decorative, so hidden from assistive technology. */
export function SvgIcon({ className = "h-6 w-6", children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export function ControlIcon({ name, className }: { name: ControlIconName; className?: string }) {
  return <SvgIcon className={className}>{controlPaths[name]}</SvgIcon>;
}

/** Every call to action on the service, product and company pages leads here. */
export const CONTACT_PATH = "/contact";

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

/** The closing band of a page: a question, one line of text and the call to action. */
export function ClosingCta({ title, text, action }: { title: string; text: string; action: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="on-dark bg-navy-900 px-6 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id={headingId} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-slate-200">{text}</p>
        <ButtonLink to={CONTACT_PATH} variant="on-dark" className="mt-8">
          {action}
        </ButtonLink>
      </div>
    </section>
  );
}

/** A list with check marks, for short reassuring or result lines. */
export function CheckList({ items, className = "" }: { items: readonly ReactNode[]; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from content, never reordered; items are elements, not ids.
        <li key={index} className="flex gap-3">
          <ControlIcon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <span className="leading-relaxed">{item}</span>
        </li>
      ))}
    </ul>
  );
}
