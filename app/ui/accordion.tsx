import { useId } from "react";
import { Icon } from "~/ui/icons";

export type AccordionItem = { question: string; answer: string };

/**
 * The FAQ accordion (spec: single open item at a time, collapsible) as a native `<details name>`
 * group (docs/decisions/008-content-as-data.md): the browser keeps one item open, opens and closes it
 * by mouse and keyboard, and everything works without JavaScript and ships none. Answers are in the
 * server HTML, so search engines read them.
 */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  // One group per accordion: opening an item closes the others of this group only.
  const group = useId();
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} name={group} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-navy-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <Icon
              name="chevron-down"
              className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
