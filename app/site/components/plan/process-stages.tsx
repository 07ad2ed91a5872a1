import type { ProcessData } from "~/content/schema";

/**
 * The way we work, told in full (process.yml): each stage with its number, name and summary,
 * as the home and service pages show them, and below it the steps the stage is made of.
 */
export function ProcessStages({ stages }: { stages: ProcessData["stages"] }) {
  return (
    <ol className="grid gap-6 lg:grid-cols-3">
      {stages.map((stage, index) => (
        <li key={stage.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span aria-hidden="true" className="text-4xl font-extrabold text-brand-600">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3 className="mt-3 text-xl font-bold text-navy-900">{stage.title}</h3>
          <p className="mt-2 leading-relaxed text-muted">{stage.summary}</p>
          <ol className="mt-6 space-y-4 border-t border-slate-200 pt-6">
            {stage.steps.map((step) => (
              <li key={step.title} className="border-l-4 border-brand-600 pl-4">
                <h4 className="font-bold text-navy-900">{step.title}</h4>
                <p className="mt-1 leading-relaxed text-muted">{step.description}</p>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
