import { Link } from "react-router";
import type { SectionHeading as Heading, ProcessStep } from "~/content/landing";
import { EnhanceScript } from "~/ui/enhance/enhance-script";
import { SectionHeading } from "./section-heading";

/**
 * Section 7: 01 Analyze, 02 Build & Implement, 03 Maintain & Improve. A horizontal line joins
 * the steps from 768px up; below that they form a vertical list with the line down the side.
 * The line is decorative, so the server HTML may show it collapsed until its module
 * (process.enhance.ts) draws it. The stages are process.yml's; `more` links to the page that
 * tells each stage in full (/plan).
 */
export function Process({
  heading,
  steps,
  more,
}: {
  heading: Heading;
  steps: readonly ProcessStep[];
  more: { label: string; href: string };
}) {
  return (
    <section data-process="" aria-labelledby="process-heading" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="process-heading" title={heading.title} subtitle={heading.subtitle} />
        <div className="relative mt-14">
          <span
            aria-hidden="true"
            data-testid="process-line"
            data-state="idle"
            className="absolute bottom-8 left-[calc(2rem-2px)] top-8 w-1 origin-top rounded-full bg-brand-600 transition-transform duration-1000 ease-out data-[state=idle]:max-md:scale-y-0 md:bottom-auto md:left-[16.67%] md:right-[16.67%] md:top-[calc(2rem-2px)] md:h-1 md:w-auto md:origin-left data-[state=idle]:md:scale-x-0"
          />
          <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
            {steps.map((step, i) => (
              <li key={step.number} className="relative flex gap-6 md:flex-col md:items-center md:text-center">
                {i === steps.length - 1 && (
                  // Below 768px the line runs down the page: stop it at the last number.
                  <span aria-hidden="true" className="absolute bottom-0 left-0 top-16 w-16 bg-white md:hidden" />
                )}
                <span className="relative z-10 flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xl font-extrabold text-white ring-8 ring-white">
                  {step.number}
                </span>
                <div>
                  <h3 className="text-xl font-bold text-navy-900 md:mt-2">{step.title}</h3>
                  <p className="mt-2 leading-relaxed text-muted">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <p className="mt-12 text-center">
          <Link to={more.href} className="font-bold text-brand-700 underline underline-offset-4">
            {more.label}
          </Link>
        </p>
      </div>
      <EnhanceScript name="process" />
    </section>
  );
}
