/**
 * Dates as the site shows them, always in a fixed zone so the server's HTML and the browser's
 * render agree whatever the visitor's own time zone.
 */

/** "2025-04-02" -> "April 2, 2025" (calendar dates, read in UTC). */
export function formatIsoDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

// The formatters are made on first use, not when the module loads: this module is in every page's
// shell, and the first Intl.DateTimeFormat with a time zone loads the browser's locale and zone
// data, about 80-120 ms of main thread at Lighthouse's 4x CPU slowdown (docs/performance.md).
// Public pages never format a moment, so they never pay it.
function inOfficeZone(options: Intl.DateTimeFormatOptions): (iso: string) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (iso) => {
    format ??= new Intl.DateTimeFormat("en-IN", { ...options, timeZone: "Asia/Kolkata" });
    return format.format(new Date(iso));
  };
}

const dateTime = inOfficeZone({ dateStyle: "medium", timeStyle: "short" });

/** A moment, in the office's time zone: "21 Nov 2026, 10:42 pm IST". */
export function formatDateTime(iso: string): string {
  return `${dateTime(iso)} IST`;
}

const timeOnly = inOfficeZone({ timeStyle: "short" });

/** The time of a moment, in the office's time zone: "10:42 pm IST". */
export function formatTime(iso: string): string {
  return `${timeOnly(iso)} IST`;
}

/** The day of a moment, in the office's time zone: "21 November 2026". */
export const formatDay = inOfficeZone({ dateStyle: "long" });

/** A tel: link for a phone number as written for people ("+91 99421 05301" -> "tel:+919942105301"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
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
