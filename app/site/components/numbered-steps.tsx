/**
 * Steps in order, each with its number in a round badge, a title and a sentence: "How we work" on
 * /about and "How Your Business Benefits" on a sub-service page. The list's and each item's layout
 * stay the page's own (`className`, `itemClassName`).
 */
export function NumberedSteps({
  steps,
  className,
  itemClassName,
}: {
  steps: readonly { title: string; description: string }[];
  className: string;
  itemClassName: string;
}) {
  return (
    <ol className={className}>
      {steps.map((step, index) => (
        <li key={step.title} className={itemClassName}>
          <span
            aria-hidden="true"
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-extrabold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-bold text-navy-900">{step.title}</h3>
            <p className="mt-1.5 leading-relaxed text-muted">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
