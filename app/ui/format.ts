/**
 * Dates as the site shows them, always in a zone named by the page (a person's own, else the
 * office's), never the browser's: the server's HTML and the browser's render agree.
 */

import { formatterFor, zoneNameAt } from "./intl-formatters";

/** "2025-04-02" -> "April 2, 2025" (calendar dates, read in UTC). */
export function formatIsoDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** The office's zone: India Standard Time, always UTC+05:30. */
const OFFICE_ZONE = "Asia/Kolkata";

/**
 * Where a moment is shown: `zone`, a person's IANA zone (their account's, app/accounts), or null
 * when none is known, which shows it in IST as the site always has. `withIst` adds the time in
 * IST beside a time in another zone, where staff take part (a conversation): both sides then name
 * the same moment.
 */
export type ShownIn = { zone?: string | null; withIst?: boolean };

const isOffice = (zone: string) => zone === OFFICE_ZONE || zone === "Asia/Calcutta";

/** The zone's short name at that moment: "IST", "EST" or "EDT", "GMT+9" where English has no other. */

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
const TIME_ONLY: Intl.DateTimeFormatOptions = { timeStyle: "short" };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", hour: "numeric", minute: "2-digit" };

function knownZone(zone: string): boolean {
  try {
    formatterFor("en-IN", zone, DATE_TIME);
    return true;
  } catch {
    return false;
  }
}

/** `iso` in `options` and the zone to show, its name after it, and IST beside it when asked. */
function shown(iso: string, options: Intl.DateTimeFormatOptions, { zone, withIst }: ShownIn): string {
  const at = new Date(iso);
  // A zone this runtime does not know (never stored so, app/ui/time-zones.ts) is shown as none known.
  const where = zone && knownZone(zone) ? zone : OFFICE_ZONE;
  const local = `${formatterFor("en-IN", where, options).format(at)} ${zoneNameAt(at, where)}`;
  if (!withIst || isOffice(where)) return local;
  // The IST date only where it is another day than the one shown.
  const sameDay =
    formatterFor("en-CA", where, { dateStyle: "short" }).format(at) ===
    formatterFor("en-CA", OFFICE_ZONE, { dateStyle: "short" }).format(at);
  return `${local} (${formatterFor("en-IN", OFFICE_ZONE, sameDay ? TIME_ONLY : DAY_AND_TIME).format(at)} IST)`;
}

/**
 * A moment with its date, in the zone named: "21 Nov 2026, 10:42 pm IST" (no zone known), "21 Nov
 * 2026, 12:12 pm EST", with IST beside it "21 Nov 2026, 12:12 pm EST (10:42 pm IST)". The server
 * and the browser format alike, so a page hydrates with the same words.
 */
export function formatDateTime(iso: string, shownIn: ShownIn = {}): string {
  return shown(iso, DATE_TIME, shownIn);
}

/** The time of a moment, in the zone named: "10:42 pm IST", "12:12 pm EST". */
export function formatTime(iso: string, shownIn: ShownIn = {}): string {
  return shown(iso, TIME_ONLY, shownIn);
}

/** The day of a moment, in the office's time zone: "21 November 2026". */
export function formatDay(iso: string): string {
  return formatterFor("en-IN", OFFICE_ZONE, { dateStyle: "long" }).format(new Date(iso));
}

/**
 * How long ago `iso` was, seen from `now` (both ISO): "just now", "5 min ago", "2 h ago",
 * "3 days ago". `now` comes from the server with the page, so the browser renders the same words.
 */
export function timeAgo(iso: string, now: string): string {
  return `${elapsed(iso, now)} ago`.replace("just now ago", "just now");
}

/** How long since `iso`, seen from `now`: "just now", "5 min", "2 h", "3 days" (for "waiting 3 h"). */
export function elapsed(iso: string, now: string): string {
  const minutes = Math.max(0, Math.floor((Date.parse(now) - Date.parse(iso)) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}
