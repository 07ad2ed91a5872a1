import { PageHero } from "~/components/page/page-hero";
import { EngagementCard } from "~/components/plan/engagement-card";
import { FaqSection } from "~/components/templates/faq-section";
import { ClosingCta, Section } from "~/components/templates/parts";
import { socialCardPath } from "~/content/derive";
import { buildEngagements } from "~/content/derive-pages";
import { planCopy } from "~/content/plan";
import { catalogue } from "~/content/services";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/plan";

/**
 * `/plan` ("How We Engage"): the engagement models with the timeframes the service pages state,
 * what each includes, what the client provides and receives, the process and the FAQ. Every text
 * comes from app/content/plan.yml and the catalogue.
 */
export function loader() {
  const { engagements: _written, ...copy } = planCopy;
  return { copy, engagements: buildEngagements(planCopy, catalogue) };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.loaderData?.copy.title,
    description: args.loaderData?.copy.metaDescription,
    ogImage: socialCardPath("/plan"),
  });

export default function PlanPage({ loaderData }: Route.ComponentProps) {
  const { copy, engagements } = loaderData;
  return (
    <>
      <PageHero title={copy.title} intro={<p>{copy.intro}</p>} />
      <Section title={copy.engagementsTitle} intro={copy.engagementsIntro} tone="tint">
        <ul className="space-y-8">
          {engagements.map((engagement) => (
            <li key={engagement.slug}>
              <EngagementCard engagement={engagement} labels={copy.labels} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title={copy.process.title} intro={copy.process.intro}>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-5">
          {copy.process.steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="text-3xl font-extrabold text-brand-600">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-3 text-lg font-bold text-navy-900">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <FaqSection title={copy.faq.title} items={copy.faq.items} />
      <ClosingCta title={copy.closing.title} text={copy.closing.text} action={copy.closing.button} />
    </>
  );
}
