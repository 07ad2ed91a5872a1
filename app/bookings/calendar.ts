/**
 * The booking picker's calendar and times, as plain functions (browser-safe, no framework): the
 * month grid with its free days, the times that fall outside a visitor's waking hours, and the
 * arrow keys that move between free days. The server renders with them and a page's own script
 * can use them as they are.
 */

/** A day of the month grid (null: a blank before the 1st or after the last), with its free times. */
export type CalendarCell = { date: string; day: number; free: number } | null;
export type CalendarMonth = { month: string; name: string; weeks: CalendarCell[][] };

const DAY_MS = 24 * 60 * 60 * 1000;

const monthName = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
const dayName = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** "2026-10" of "2026-10-22". */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** "Thursday 22 October" of "2026-10-22". */
export function longDay(date: string): string {
  return dayName.format(utc(date));
}

/** The month ("2026-10") as weeks from Monday, each day with how many times are free on it. */
export function calendarMonth(month: string, free: ReadonlyMap<string, number>): CalendarMonth {
  const first = utc(`${month}-01`);
  const [year, m] = month.split("-").map(Number) as [number, number];
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const lead = (new Date(first).getUTCDay() + 6) % 7;
  const cells: CalendarCell[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day++) {
    const date = isoDate(first + (day - 1) * DAY_MS);
    cells.push({ date, day, free: free.get(date) ?? 0 });
  }
  while (cells.length % 7) cells.push(null);
  const weeks: CalendarCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return { month, name: monthName.format(first), weeks };
}

/** The months that hold free days, in order, with the first free day of each (where its link leads). */
export function freeMonths(dates: readonly string[]): { month: string; first: string; name: string }[] {
  const months = new Map<string, string>();
  for (const date of [...dates].sort()) if (!months.has(monthOf(date))) months.set(monthOf(date), date);
  return [...months].map(([month, first]) => ({ month, first, name: monthName.format(utc(`${month}-01`)) }));
}

/** Waking hours in the visitor's zone: a time outside them is marked "your time". */
const WAKING_FROM = 8 * 60;
const WAKING_TO = 21 * 60;

/**
 * A test of whether a meeting falls outside 8:00–21:00 in `zone` (one formatter for every slot:
 * making one per slot would cost a page of 180 slots milliseconds).
 */
export function offHoursIn(zone: string): (start: Date, end: Date) => boolean {
  const format = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const minutes = (at: Date) => {
    const [h, m] = format.format(at).split(":").map(Number) as [number, number];
    return h * 60 + m;
  };
  return (start, end) => {
    const from = minutes(start);
    const to = minutes(end) || 24 * 60;
    return from < WAKING_FROM || to > WAKING_TO || to < from;
  };
}

/**
 * Where an arrow key moves from a free day among `free` (the free days shown, "YYYY-MM-DD"):
 * ←/→ the previous/next free day, ↑/↓ the nearest free day a week or more before/after, Home/End
 * the first/last. Null when the key is not one of these or there is nowhere to go.
 */
export function dayForKey(key: string, date: string, free: readonly string[]): string | null {
  const days = [...free].sort();
  const week = (sign: number) => isoDate(utc(date) + sign * 7 * DAY_MS);
  let next: string | undefined;
  switch (key) {
    case "ArrowLeft":
      next = days.filter((d) => d < date).at(-1);
      break;
    case "ArrowRight":
      next = days.find((d) => d > date);
      break;
    case "ArrowUp":
      next = days.filter((d) => d <= week(-1)).at(-1);
      break;
    case "ArrowDown":
      next = days.find((d) => d >= week(1));
      break;
    case "Home":
      next = days[0];
      break;
    case "End":
      next = days.at(-1);
      break;
  }
  return next && next !== date ? next : null;
}

/**
 * The calendar's arrow keys: from a free day's link (`a[data-date]`) inside `grid`, focus moves to
 * the day `dayForKey` names. Without a script the links are reached with Tab, as any link.
 */
export function moveInCalendar(event: KeyboardEvent, grid: Element): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const from = (event.target as Element | null)?.closest<HTMLElement>("a[data-date]");
  if (!from?.dataset.date) return;
  const links = [...grid.querySelectorAll<HTMLElement>("a[data-date]")];
  const next = dayForKey(
    event.key,
    from.dataset.date,
    links.map((link) => link.dataset.date ?? ""),
  );
  const target = links.find((link) => link.dataset.date === next);
  if (!target) return;
  event.preventDefault();
  target.focus();
}
