import { Link } from "react-router";
import type { SectionHeading as Heading, WhatWeDoCard } from "~/content/landing";
import { SectionHeading } from "./section-heading";

/** Section 6: the five service cards, each with a self-hosted illustration. */
export function WhatWeDo({ heading, cards }: { heading: Heading; cards: readonly WhatWeDoCard[] }) {
  return (
    <section aria-labelledby="what-we-do-heading" className="bg-brand-50 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="what-we-do-heading" title={heading.title} subtitle={heading.subtitle} />
        {/* Flex, not grid, so the two cards of the last row sit in the middle. */}
        <ul className="mt-12 flex flex-wrap justify-center gap-6">
          {cards.map((card) => (
            <li
              key={card.slug}
              className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
            >
              <img
                src={card.illustration}
                alt=""
                width={320}
                height={200}
                loading="lazy"
                decoding="async"
                className="aspect-[8/5] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-bold text-navy-900">{card.title}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-muted">{card.description}</p>
                <Link to={card.link} className="mt-5 font-semibold text-brand-700 underline-offset-4 hover:underline">
                  Learn more<span className="sr-only"> about {card.title}</span>
                  <span aria-hidden="true"> →</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
