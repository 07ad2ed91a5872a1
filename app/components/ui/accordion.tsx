import * as RadixAccordion from "@radix-ui/react-accordion";
import { Icon } from "~/components/icons";

export type AccordionItem = { question: string; answer: string };

/**
 * The FAQ accordion (spec: single open item at a time, collapsible). Answers are always in the
 * server HTML (`forceMount`, closed ones carry `hidden`), so search engines read them and the
 * page's text does not depend on JavaScript; the buttons open them once the page has hydrated.
 */
export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: readonly AccordionItem[];
  /** Level of the heading that wraps each question, one below the section's heading. */
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Root type="single" collapsible className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item, index) => (
        <RadixAccordion.Item key={item.question} value={`item-${index}`}>
          <RadixAccordion.Header asChild>
            <Heading className="text-base font-semibold text-navy-900">
              <RadixAccordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-brand-50">
                <span>{item.question}</span>
                <Icon
                  name="chevron-down"
                  className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
                />
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content forceMount className="px-5 pb-5 leading-relaxed text-muted data-[state=closed]:hidden">
            {item.answer}
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
