import type { Engagement } from "~/content/derive-pages";
import { PROCESS_ANCHOR } from "~/content/process";
import type { PlanData, ProcessData } from "~/content/schema";
import { BOOK_PATH } from "~/site/book-link";
import { EngagementCard } from "~/site/components/plan/engagement-card";
import { ProcessStages } from "~/site/components/plan/process-stages";
import { FaqSection } from "~/site/components/templates/faq-section";
import { ClosingCta, Section } from "~/site/components/templates/parts";
import { PageHero } from "~/ui/page/page-hero";

/**
 * What /plan's loader sends: the page's words, the engagements with their quoted timeframes and
 * the way we work (process.yml), which /plan alone tells in full.
 */
export type PlanViewData = { copy: Omit<PlanData, "engagements">; engagements: Engagement[]; process: ProcessData };

/**
 * /plan's content. The route renders it on the server and, in the browser, only after a
 * client-side navigation (routes/plan.tsx): the first page load keeps the server's markup.
 */
export function PlanView({ copy, engagements, process }: PlanViewData) {
  return (
    <>
      <PageHero title={copy.title} intro={<p>{copy.intro}</p>} />
      <Section title={copy.engagementsTitle} intro={copy.engagementsIntro} tone="tint">
        <ul className="space-y-8">
          {engagements.map((engagement) => (
            <li key={engagement.slug} className="render-near-view near-view-engagement">
              <EngagementCard engagement={engagement} labels={copy.labels} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id={PROCESS_ANCHOR} title={process.title} intro={process.intro}>
        <ProcessStages stages={process.stages} />
      </Section>
      <FaqSection title={copy.faq.title} items={copy.faq.items} />
      <ClosingCta title={copy.closing.title} text={copy.closing.text} action={copy.closing.button} to={BOOK_PATH} />
    </>
  );
}
