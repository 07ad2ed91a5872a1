import { bookingDeps, calendarFeed } from "~/bookings/index.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { errorText } from "~/ui/ui-text";
import type { Route } from "./+types/calendar-feed";

/** A staff member's calendar feed, at the secret address only they were shown; 404 for any other. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { env } = getRequestContext(context);
  const token = params.file.endsWith(".ics") ? params.file.slice(0, -".ics".length) : "";
  const feed = token ? await calendarFeed(bookingDeps(env), token) : null;
  if (feed === null) return new Response(errorText.notFound, { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(feed, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex",
    },
  });
}
