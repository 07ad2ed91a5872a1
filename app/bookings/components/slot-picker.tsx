import { useId } from "react";
import { EnhanceScript } from "~/ui/enhance/enhance-script";
import { TextField } from "~/ui/form-field";
import { type BookPageView, nearestOptions, type SlotOption } from "../book-view";
import { longDay } from "../calendar";
import { PICKER_ID } from "../paths";
import { bookPageText } from "../texts";
import { MonthCalendar } from "./month-calendar";

const selectClass =
  "mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/**
 * The time-zone search (a GET form: it works without JavaScript): the zone's readable name in a
 * field whose `<datalist>` offers every place the runtime knows, so typing filters them natively;
 * a place that names no zone is refused beside the field. IST is named below it.
 */
export function TimeZoneForm({ view, hidden }: { view: BookPageView; hidden: Record<string, string> }) {
  const listId = useId();
  return (
    <form method="get" className="space-y-2" data-testid="time-zone-form">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <TextField
            label={bookPageText.timeZone}
            name="zone"
            list={listId}
            autoComplete="off"
            spellCheck={false}
            defaultValue={view.zoneInput}
            error={view.zoneError ?? undefined}
            hint={bookPageText.zoneHint}
            data-testid="time-zone"
            data-zone-field={view.zone}
          />
        </div>
        <button
          type="submit"
          className="rounded-full border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {bookPageText.showTimes}
        </button>
      </div>
      <ZoneList id={listId} view={view} />
      <p className="text-sm text-muted" data-testid="zone-line">
        {bookPageText.timesIn(view.zoneLabel, view.zone)} {bookPageText.istNote}
      </p>
    </form>
  );
}

/**
 * The picker: the chosen day's month (MonthCalendar) beside that day's times (one above the other
 * on a phone, the times right under the calendar), inside the booking's form; picker.enhance.ts
 * opens a day in place and moves between days by the arrow keys.
 */
export function SlotPicker({
  view,
  base,
  ...choices
}: { view: BookPageView; base: Record<string, string> } & Omit<Parameters<typeof SlotChoices>[0], "view">) {
  if (view.days.length === 0) return <p className="text-muted">{bookPageText.noSlots}</p>;
  return (
    <>
      <div
        id={PICKER_ID}
        data-picker=""
        className="grid scroll-mt-24 gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]"
      >
        <MonthCalendar view={view} base={base} />
        <SlotChoices view={view} {...choices} />
      </div>
      <EnhanceScript name="picker" />
    </>
  );
}

function SlotRadio({
  slot,
  chosen,
  withDate,
  withHost,
}: {
  slot: SlotOption;
  chosen: string;
  withDate?: boolean;
  withHost?: boolean;
}) {
  const time = slot.offHours ? bookPageText.yourTime(slot.time) : slot.time;
  return (
    <label
      className={`flex cursor-pointer items-start gap-2 rounded-xl border px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 ${slot.offHours ? "border-amber-400" : "border-slate-300"}`}
    >
      <input
        type="radio"
        name="start"
        value={slot.start}
        defaultChecked={chosen === slot.start}
        required
        className="mt-1"
      />
      <span>
        <span className={`block font-semibold ${slot.offHours ? "text-amber-900" : "text-navy-900"}`}>
          {withDate ? `${slot.date}, ${time}` : time}
        </span>
        <span className="block text-xs text-muted">
          {slot.ist} IST{withHost && slot.host ? ` · ${bookPageText.hostOfSlot(slot.host)}` : ""}
        </span>
      </span>
    </label>
  );
}

/**
 * The chosen day's times as radio buttons, with who hosts them; times outside 8:00–21:00 where the
 * visitor is say "your time". After "just taken", the nearest free times come first.
 */
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
  const mixedHosts = view.dayHosts.length > 1;
  return (
    <fieldset className="min-w-0">
      <legend className="block font-bold text-navy-900">
        {view.day ? bookPageText.timesOn(longDay(view.day)) : bookPageText.time}
      </legend>
      {view.dayHosts.length > 0 ? (
        <p className="text-sm text-muted" data-testid="booking-host">
          {bookPageText.withHost(view.dayHosts)}
        </p>
      ) : null}
      {/* Focusable from a script: an answer shown in place moves focus here (forms.enhance.ts). */}
      {error ? (
        <p role="alert" tabIndex={-1} className="mt-1.5 text-sm font-medium text-red-700" data-testid="slot-error">
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
      {view.daySlots.some((slot) => slot.offHours) ? (
        <p className="mt-2 text-xs text-amber-900" data-testid="off-hours-note">
          {bookPageText.offHoursNote}
        </p>
      ) : null}
      <div className="mt-2 grid grid-cols-2 gap-2 xl:grid-cols-3" data-testid="day-slots">
        {view.daySlots.map((slot) => (
          <SlotRadio key={slot.start} slot={slot} chosen={taken ? "" : kept} withHost={mixedHosts} />
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

/**
 * The field's list of every place: in the HTML only with the answer to a place that names no
 * zone (what a visitor without JavaScript gets to choose from then); otherwise zone-list.enhance.ts
 * makes it on the field's first focus, so /book's HTML stays within a first round trip.
 */
function ZoneList({ id, view }: { id: string; view: BookPageView }) {
  return (
    <>
      {view.zoneError ? (
        <datalist id={id}>
          {view.zones.map((zone) => (
            <option key={zone.id} value={zone.place} />
          ))}
        </datalist>
      ) : null}
      <EnhanceScript name="zone-list" />
    </>
  );
}
