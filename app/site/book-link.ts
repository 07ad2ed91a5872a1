/**
 * "Schedule a Consultation" on the public pages: /book, with the engagement (/plan) or the service
 * (a hub or sub-service page) to talk about preselected. The booking pages read the same
 * parameters (app/bookings/topics.ts).
 */
export const BOOK_PATH = "/book";

/** "/book", or "/book?engagement=build" / "/book?service=ai-consulting". */
export function bookHref(from?: { engagement?: string; service?: string }): string {
  if (from?.engagement) return `${BOOK_PATH}?engagement=${encodeURIComponent(from.engagement)}`;
  if (from?.service) return `${BOOK_PATH}?service=${encodeURIComponent(from.service)}`;
  return BOOK_PATH;
}
