/**
 * "2025-04-02" -> "April 2, 2025". Read in UTC so the server and every visitor's browser agree
 * on the day, whatever their time zone.
 */
export function formatIsoDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}
