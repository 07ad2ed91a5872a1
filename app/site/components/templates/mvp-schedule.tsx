import { useId } from "react";
import type { MvpSection } from "~/content/services/types";
import { Icon } from "~/ui/icons";
import { FaqSection } from "./faq-section";
import { Section, type Tone } from "./parts";

/** The MVP page's 20-day schedule (docs/product-spec.md §9): five phases, each with its days and tasks. */
export function MvpSchedule({ section, tone }: { section: MvpSection; tone: Tone }) {
  const totalDays = section.schedule.at(-1)?.endDay ?? 20;
  const listLabelId = useId();
  return (
    <>
      <Section title={section.title} intro={section.intro} tone={tone}>
        {/* The proportions of the 20 days at a glance; the list below says the same in words. */}
        <div aria-hidden="true" className="mb-10 hidden gap-1 sm:flex">
          {section.schedule.map((phase) => (
            <div
              key={phase.days}
              style={{ flexGrow: phase.endDay - phase.startDay + 1 }}
              className="basis-0 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white"
            >
              {phase.days}
            </div>
          ))}
        </div>
        <p id={listLabelId} className="sr-only">
          The {totalDays}-day MVP schedule
        </p>
        <ol aria-labelledby={listLabelId} className="grid gap-6 md:grid-cols-2 lg:grid-cols-5">
          {section.schedule.map((phase) => (
            <li key={phase.days} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="self-start rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-800">
                {phase.days}
              </p>
              <h3 className="mt-4 text-lg font-bold text-navy-900">{phase.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{phase.description}</p>
              <ul className="mt-4 space-y-2 text-sm">
                {phase.tasks.map((task) => (
                  <li key={task} className="flex gap-2">
                    <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
                    <span>{task}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </Section>
      <FaqSection items={section.faq} tone={tone === "white" ? "tint" : "white"} />
    </>
  );
}
