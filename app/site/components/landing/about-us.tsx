import type { AboutUsContent } from "~/content/landing";
import { SectionHeading } from "./section-heading";

const icons = [
  // Scalable Solutions: stacked layers
  "M12 3 3 8l9 5 9-5-9-5Zm-9 9 9 5 9-5M3 16l9 5 9-5",
  // AI Automation: a spark
  "M12 2v4m0 12v4M4.9 4.9l2.8 2.8m8.6 8.6 2.8 2.8M2 12h4m12 0h4M4.9 19.1l2.8-2.8m8.6-8.6 2.8-2.8M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z",
  // Data Analysis: a bar chart
  "M4 20V10m6 10V4m6 16v-7m4 7H2",
] as const;

/** Section 3 (anchor of the home auto-scroll): who we are, with three cards. Also on /about. */
export function AboutUs({ content }: { content: AboutUsContent }) {
  return (
    <section id={content.id} aria-labelledby="about-us-heading" className="bg-brand-50 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <p className="text-center text-sm font-bold uppercase tracking-widest text-brand-700">About Us</p>
        <div className="mt-3">
          <SectionHeading id="about-us-heading" title={content.title} subtitle={content.intro} />
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {content.cards.map((card, i) => (
            <li key={card.title} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-brand-100">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={icons[i]} />
                </svg>
              </span>
              <h3 className="mt-5 text-xl font-bold text-navy-900">{card.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{card.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
