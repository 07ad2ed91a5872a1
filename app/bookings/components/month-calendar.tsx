import { useId } from "react";
import { Link } from "react-router";
import type { BookPageView } from "../book-view";
import { type CalendarCell, calendarMonth, freeMonths, longDay, monthOf } from "../calendar";
import { PICKER_ID } from "../paths";
import { bookPageText } from "../texts";

/** The link to the month before or after, or the room it would take when that month has no free days. */
function MonthStep({ to, label, mark }: { to: string | undefined; label: string | undefined; mark: string }) {
  if (!to) return <span className="w-10" />;
  return (
    <Link
      to={to}
      preventScrollReset
      aria-label={label}
      className="flex h-10 w-10 items-center justify-center rounded-full text-lg font-bold text-brand-700 hover:bg-brand-50"
    >
      <span aria-hidden="true">{mark}</span>
    </Link>
  );
}

/**
 * The month of the chosen day as a table (weeks from Monday): each free day a link that keeps the
 * zone and the page's other parameters (`base`), marked with a dot and named with its count of
 * free times; the months before and after, when they hold free days. Links work without
 * JavaScript; with it, picker.enhance.ts opens them in place and the arrow keys move between free
 * days (app/bookings/calendar.ts).
 */
export function MonthCalendar({ view, base }: { view: BookPageView; base: Record<string, string> }) {
  const titleId = useId();
  if (!view.day) return null;
  const free = new Map(view.days.map((day) => [day.date, day.count]));
  const months = freeMonths(view.days.map((day) => day.date));
  const at = months.findIndex((m) => m.month === monthOf(view.day ?? ""));
  const month = calendarMonth(monthOf(view.day), free);
  const href = (date: string) => `?${new URLSearchParams({ ...base, tz: view.zone, day: date })}#${PICKER_ID}`;
  const previous = months[at - 1];
  const next = months[at + 1];
  return (
    <div data-testid="booking-calendar">
      <table data-calendar="" aria-labelledby={titleId} className="w-full table-fixed border-separate border-spacing-1">
        <caption className="pb-2">
          <span className="flex items-center justify-between gap-2">
            <MonthStep
              to={previous && href(previous.first)}
              label={previous && bookPageText.previousMonth(previous.name)}
              mark="‹"
            />
            <span id={titleId} className="font-bold text-navy-900">
              {month.name}
            </span>
            <MonthStep to={next && href(next.first)} label={next && bookPageText.nextMonth(next.name)} mark="›" />
          </span>
        </caption>
        <thead>
          <tr>
            {bookPageText.weekdays.map(([short, long]) => (
              <th key={long} scope="col" className="pb-1 text-xs font-semibold text-muted">
                <abbr title={long} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {month.weeks.map((week) => (
            <tr key={week.find(Boolean)?.date}>
              {week.map((cell, i) => (
                <td key={cell?.date ?? `blank-${i}`} className="p-0 text-center">
                  {cell ? <Day cell={cell} chosen={cell.date === view.day} href={href(cell.date)} /> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-muted">{bookPageText.freeDaysNote}</p>
    </div>
  );
}

function Day({ cell, chosen, href }: { cell: NonNullable<CalendarCell>; chosen: boolean; href: string }) {
  const shape = "relative mx-auto flex h-10 w-10 items-center justify-center rounded-full text-sm";
  if (cell.free === 0) return <span className={`${shape} text-slate-500`}>{cell.day}</span>;
  return (
    <Link
      to={href}
      preventScrollReset
      data-date={cell.date}
      aria-label={`${longDay(cell.date)}, ${bookPageText.freeTimes(cell.free)}`}
      aria-current={chosen ? "date" : undefined}
      className={`${shape} font-bold ${chosen ? "bg-brand-600 text-white" : "bg-brand-50 text-brand-800 hover:bg-brand-100"}`}
    >
      {cell.day}
      <span aria-hidden="true" className="absolute bottom-1 h-1 w-1 rounded-full bg-current" />
    </Link>
  );
}
