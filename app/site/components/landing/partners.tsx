import type { SectionHeading as Heading, Stat } from "~/content/landing";
import type { Partner } from "~/content/partners";
import { SectionHeading } from "./section-heading";
import { Stats } from "./stats";

export type PartnerLogo = Pick<Partner, "image" | "alt">;

/**
 * Section 2: the company figures and the 17 partner logos, Southern Railways first. Each logo is
 * the partner's name drawn, and its alt text says it: no caption repeats it underneath.
 */
export function Partners({
  heading,
  stats,
  partners,
}: {
  heading: Heading;
  stats: readonly Stat[];
  partners: readonly PartnerLogo[];
}) {
  return (
    <section aria-labelledby="partners-heading" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="partners-heading" title={heading.title} subtitle={heading.subtitle} />
        <Stats stats={stats} className="mx-auto mt-12 max-w-5xl" />
        <ul className="mt-14 flex flex-wrap justify-center gap-4" data-testid="partner-logos">
          {partners.map((partner) => (
            <li
              key={partner.image}
              className="flex w-[calc((100%-1rem)/2)] items-center justify-center rounded-xl border border-slate-200 bg-white px-3 py-4 text-center sm:w-[calc((100%-2rem)/3)] lg:w-[calc((100%-5rem)/6)]"
            >
              <img
                src={partner.image}
                alt={partner.alt}
                width={200}
                height={80}
                loading="lazy"
                decoding="async"
                className="h-14 w-auto max-w-full"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
