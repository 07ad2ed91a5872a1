import { changeText, type Figure, figureValueText } from "../report";
import { reportsPageText } from "../reports-text";

/** A section's figures, each with the previous range's and the change. */
export function Figures({ figures }: { figures: Figure[] }) {
  if (figures.length === 0) return null;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map((figure) => {
        const change = changeText(figure.value, figure.previous, figure.measure);
        return (
          <div
            key={figure.id}
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5"
            data-figure={figure.id}
          >
            <dt className="text-sm font-semibold text-muted">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-extrabold text-navy-900" data-value>
              {figureValueText(figure.value, figure.measure)}
            </dd>
            <dd className="mt-1 text-sm text-ink">
              {reportsPageText.previous}: <span data-previous>{figureValueText(figure.previous, figure.measure)}</span>
              {" · "}
              {reportsPageText.change}: <span data-change>{change ?? reportsPageText.noChange}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
