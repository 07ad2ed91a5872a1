import { markInteractive } from "~/ui/enhance/dom";
import { moveInCalendar } from "../calendar";

/**
 * The booking picker on a page sent without the framework (/book, /book/manage; docs/bookings.md):
 *
 * - a day or a month of the calendar opens in place: the page at the link's address is fetched
 *   and its picker (the calendar and that day's times) replaces this one, so what the visitor
 *   typed in the rest of the form stays, as it did when the page hydrated; the address becomes the
 *   link's, and going back loads the page it was. Without JavaScript (or when the fetch fails)
 *   the link loads the page, which opens at the picker (`#pick`).
 * - the arrow keys, Home and End move between the calendar's free days (app/bookings/calendar.ts).
 */
const CALENDAR = "table[data-calendar]";
// By its attribute, not its id: an answer shown in place renames the ids it brings (forms.enhance.ts).
const PICKER = "[data-picker]";

document.addEventListener("keydown", (event) => {
  const table = (event.target as Element | null)?.closest?.(CALENDAR);
  if (table) moveInCalendar(event, table);
});

document.addEventListener("click", (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`${PICKER} a[href]`);
  if (!link || link.origin !== location.origin) return;
  event.preventDefault();
  void open(link, link.href);
});

/** The address of what the picker shows: going back or forward to another loads that page. */
let shown = location.pathname + location.search;
window.addEventListener("popstate", () => {
  if (location.pathname + location.search !== shown) location.reload();
});

async function open(link: Element, href: string) {
  const picker = link.closest<HTMLElement>(PICKER);
  try {
    const response = await fetch(href, { headers: { Accept: "text/html" } });
    const answer = new DOMParser().parseFromString(await response.text(), "text/html");
    const next = answer.querySelector<HTMLElement>(`main ${PICKER}`);
    if (!response.ok || !picker || !next) throw new Error("no picker");
    // The form posts to the page of the day shown (its action names the zone and the day).
    const action = next.closest("form")?.getAttribute("action");
    if (action) picker.closest("form")?.setAttribute("action", action);
    const fresh = document.importNode(next, true);
    picker.replaceWith(fresh);
    history.pushState(null, "", href);
    shown = location.pathname + location.search;
    fresh.scrollIntoView({ block: "start" });
    fresh.querySelector<HTMLElement>('a[aria-current="date"]')?.focus({ preventScroll: true });
  } catch {
    location.assign(href);
  }
}

markInteractive();
