import type { SectionHeading as Heading, Stat } from "~/content/landing";
import type { Partner } from "~/content/partners";
import { SectionHeading } from "./section-heading";
import { Stats } from "./stats";

export type PartnerLogo = Pick<Partner, "image" | "alt" | "name">;

/** Section 2: the company figures and the 17 partner logos, Southern Railways first. */
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
        <ul className="mt-14 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6" data-testid="partner-logos">
          {partners.map((partner) => (
            <li
              key={partner.image}
              className="flex flex-col items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-4 text-center"
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
              <span className="text-xs font-medium text-muted">{partner.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
