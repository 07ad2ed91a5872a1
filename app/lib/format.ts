/**
 * Dates as the site shows them: one locale and one time zone (the office's), so the server's
 * HTML and the browser's render agree.
 */
const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

export function formatDateTime(iso: string): string {
  return `${dateTime.format(new Date(iso))} IST`;
}
