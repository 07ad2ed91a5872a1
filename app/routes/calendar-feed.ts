import { bookingDeps, calendarFeedAnswer } from "~/bookings/index.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { errorText } from "~/ui/ui-text";
import type { Route } from "./+types/calendar-feed";

/**
 * A staff member's calendar feed, at the secret address only they were shown; 404 for any other.
 * Calendars that poll it get 304 while nothing in it changed (ETag, If-None-Match).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { env } = getRequestContext(context);
  const token = params.file.endsWith(".ics") ? params.file.slice(0, -".ics".length) : "";
  const answer = token
    ? await calendarFeedAnswer(bookingDeps(env), token, request.headers.get("If-None-Match"))
    : { status: 404 as const };
  if (answer.status === 404) {
    return new Response(errorText.notFound, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  const headers = {
    "Content-Type": "text/calendar; charset=utf-8",
    // Kept by no cache on the way, but a calendar may ask again with the ETag.
    "Cache-Control": "private, no-cache",
    ETag: answer.etag,
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex",
  };
  return new Response(answer.status === 304 ? null : answer.feed, { status: answer.status, headers });
}
