import { Link } from "react-router";
import { type BookPageView, nearestOptions, type SlotOption } from "../book-view";
import { bookPageText } from "../texts";

const selectClass =
  "mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/** The time-zone selector (a GET form: it works without JavaScript), with IST named beside it. */
export function TimeZoneForm({ view, hidden }: { view: BookPageView; hidden: Record<string, string> }) {
  return (
    <form method="get" className="flex flex-wrap items-end gap-3" data-testid="time-zone-form">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="block min-w-64 flex-1 text-sm font-semibold text-navy-900">
        {bookPageText.timeZone}
        <select name="tz" defaultValue={view.zone} className={selectClass} data-testid="time-zone">
          {view.zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-full border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {bookPageText.showTimes}
      </button>
      <p className="w-full text-sm text-muted">
        Times below are in {view.zone.replaceAll("_", " ")} ({view.zoneName}). {bookPageText.istNote}
      </p>
    </form>
  );
}

/** The days with free times, as links that keep the zone and topic. */
export function DayLinks({ view, base }: { view: BookPageView; base: Record<string, string> }) {
  if (view.days.length === 0) return <p className="text-muted">{bookPageText.noSlots}</p>;
  return (
    <nav aria-label={bookPageText.day}>
      <ul className="flex flex-wrap gap-2">
        {view.days.map((day) => {
          const params = new URLSearchParams({ ...base, tz: view.zone, day: day.date });
          const current = day.date === view.day;
          return (
            <li key={day.date}>
              <Link
                to={`?${params}`}
                preventScrollReset
                aria-current={current ? "date" : undefined}
                className={`block rounded-xl border px-3 py-2 text-sm font-semibold ${current ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 text-navy-900 hover:border-brand-600"}`}
              >
                {day.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SlotRadio({ slot, chosen, withDate }: { slot: SlotOption; chosen: string; withDate?: boolean }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input type="radio" name="start" value={slot.start} defaultChecked={chosen === slot.start} required />
      <span className="font-semibold text-navy-900">{withDate ? `${slot.date}, ${slot.time}` : slot.time}</span>
      <span className="text-muted">({slot.ist} IST)</span>
    </label>
  );
}

/** The chosen day's times as radio buttons; after "just taken", the nearest free ones first. */
export function SlotChoices({
  view,
  taken,
  kept,
  error,
}: {
  view: BookPageView;
  taken: string | null;
  kept: string;
  error?: string;
}) {
  const nearest = taken ? nearestOptions(view.allSlots, taken) : [];
  return (
    <fieldset>
      <legend className="block text-sm font-semibold text-navy-900">{bookPageText.time}</legend>
      {error ? (
        <p role="alert" className="mt-1.5 text-sm font-medium text-red-700" data-testid="slot-error">
          {error}
        </p>
      ) : null}
      {nearest.length > 0 ? (
        <div className="mt-2" data-testid="nearest-slots">
          <p className="text-sm font-semibold text-navy-900">{bookPageText.nearest}</p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {nearest.map((slot) => (
              <SlotRadio key={slot.start} slot={slot} chosen="" withDate />
            ))}
          </div>
        </div>
      ) : null}
      <div className="mt-2 grid gap-2 sm:grid-cols-3" data-testid="day-slots">
        {view.daySlots.map((slot) => (
          <SlotRadio key={slot.start} slot={slot} chosen={taken ? "" : kept} />
        ))}
      </div>
    </fieldset>
  );
}

export function TopicSelect({ view, value }: { view: BookPageView; value: string }) {
  return (
    <label className="block text-sm font-semibold text-navy-900">
      {bookPageText.topic}
      <select name="topic" defaultValue={value} required className={selectClass} data-testid="topic">
        <option value="">Choose a topic</option>
        {view.topics.map((topic) => (
          <option key={topic.value} value={topic.value}>
            {topic.label}
          </option>
        ))}
      </select>
    </label>
  );
}
