import { Accordion, type AccordionItem } from "~/ui/accordion";
import { Section, type Tone } from "./parts";

/** "Frequently Asked Questions" (or a page's own title) with the accordion; its own module, so pages without FAQs load no accordion code. */
export function FaqSection({
  items,
  tone = "tint",
  title = "Frequently Asked Questions",
}: {
  items: readonly AccordionItem[];
  tone?: Tone;
  title?: string;
}) {
  return (
    <Section title={title} tone={tone}>
      <div className="max-w-3xl">
        <Accordion items={items} />
      </div>
    </Section>
  );
}
