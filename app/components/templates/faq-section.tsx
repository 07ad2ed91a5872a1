import { Accordion, type AccordionItem } from "~/components/ui/accordion";
import { Section, type Tone } from "./parts";

/** "Frequently Asked Questions" with the accordion; its own module, so pages without FAQs load no accordion code. */
export function FaqSection({ items, tone = "tint" }: { items: readonly AccordionItem[]; tone?: Tone }) {
  return (
    <Section title="Frequently Asked Questions" tone={tone}>
      <div className="max-w-3xl">
        <Accordion items={items} />
      </div>
    </Section>
  );
}
