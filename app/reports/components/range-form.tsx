import { Form } from "react-router";
import { RANGE_CHOICES, type RangeQuery } from "../range";
import { reportsPageText } from "../reports-text";

const inputClass =
  "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:outline-none focus:ring-2 focus:ring-brand-600";

/**
 * The range picker: a GET form (a plain link's worth: it works without JavaScript and the address
 * names the range, so a report can be bookmarked and shared among staff).
 */
export function RangeForm({ query, error }: { query: RangeQuery; error: string | null }) {
  const text = reportsPageText;
  return (
    <Form method="get" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5" data-testid="range-form">
      {/* A new range keeps the section shown. */}
      <input type="hidden" name="section" value={query.section} />
      <fieldset>
        <legend className="font-bold text-navy-900">{text.rangeLegend}</legend>
        {error ? (
          <p role="alert" className="mt-2 text-sm font-semibold text-red-700" id="range-error">
            {error}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-3">
          {RANGE_CHOICES.map((choice) => (
            <label key={choice} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="range"
                value={choice}
                defaultChecked={query.range === choice}
                className="h-4 w-4 accent-brand-600"
              />
              {text.ranges[choice]}
            </label>
          ))}
        </div>
        <div className="mt-4 flex flex-wrap items-end gap-4">
          <label className="flex flex-col gap-1 text-sm font-semibold text-navy-900">
            {text.monthLabel}
            <input type="month" name="month" defaultValue={query.month} className={inputClass} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold text-navy-900">
            {text.fromLabel}
            <input type="date" name="from" defaultValue={query.from} className={inputClass} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold text-navy-900">
            {text.toLabel}
            <input type="date" name="to" defaultValue={query.to} className={inputClass} />
          </label>
          <button
            type="submit"
            className="rounded-full bg-brand-600 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {text.show}
          </button>
        </div>
      </fieldset>
    </Form>
  );
}
