import type {
  CardsSection,
  ExtraSection as ExtraSectionContent,
  InfoCard,
  MethodologySection,
  TechnologiesSection,
} from "~/content/services/types";
import { FaqSection } from "./faq-section";
import { IntegrationsTables } from "./integrations-tables";
import { MvpSchedule } from "./mvp-schedule";
import { CardGrid, type GridCard, IconBadge, Section, type Tone } from "./parts";

const asGridCards = (cards: readonly InfoCard[]): GridCard[] =>
  cards.map((card) => ({ title: card.name, description: card.description, icon: card.icon }));

function Methodology({ section, tone }: { section: MethodologySection; tone: Tone }) {
  return (
    <>
      <Section title={section.title} intro={section.intro} tone={tone}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {section.cards.map((card, index) => (
            <li key={card.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center justify-between gap-3">
                <IconBadge name={card.icon} />
                <span className="text-sm font-bold uppercase tracking-wider text-brand-700">Stage {index + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-bold text-navy-900">{card.name}</h3>
              <p className="mt-2 leading-relaxed text-muted">{card.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <FaqSection items={section.faq} tone={tone === "white" ? "tint" : "white"} />
    </>
  );
}

function Technologies({ section, tone }: { section: TechnologiesSection; tone: Tone }) {
  return (
    <Section title={section.title} intro={section.intro} tone={tone}>
      <CardGrid cards={asGridCards(section.technologies)} />
      <h3 className="mt-16 text-2xl font-extrabold text-navy-900">{section.processTitle}</h3>
      <ol className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {section.process.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl bg-brand-600 p-6 text-white">
            <span aria-hidden="true" className="text-3xl font-extrabold text-brand-100">
              {index + 1}
            </span>
            <h4 className="mt-2 text-lg font-bold">{step.title}</h4>
            <p className="mt-2 leading-relaxed text-brand-50">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Cards({ section, tone }: { section: CardsSection; tone: Tone }) {
  return (
    <>
      <Section title={section.title} intro={section.intro} tone={tone}>
        <CardGrid cards={asGridCards(section.cards)} />
      </Section>
      <FaqSection items={section.faq} tone={tone === "white" ? "tint" : "white"} />
    </>
  );
}

/** The optional section a sub-service page adds after its success stories (spec: "Extra sections"). */
export function ExtraSection({ section, tone }: { section: ExtraSectionContent; tone: Tone }) {
  switch (section.kind) {
    case "methodology":
      return <Methodology section={section} tone={tone} />;
    case "technologies":
      return <Technologies section={section} tone={tone} />;
    case "integrations":
      return <IntegrationsTables section={section} tone={tone} />;
    case "cards":
      return <Cards section={section} tone={tone} />;
    case "mvp":
      return <MvpSchedule section={section} tone={tone} />;
  }
}
