import { bookingDeps, bookingForView, invitationFile } from "~/bookings/index.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { errorText } from "~/ui/ui-text";
import type { Route } from "./+types/book-invite";

/** A booking's invitation (.ics) as a download, with the read-only token of its pages; 404 for any other. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { env } = getRequestContext(context);
  const deps = bookingDeps(env);
  try {
    const booking = await bookingForView(deps, new URL(request.url).searchParams.get("token") ?? "");
    return new Response(invitationFile(booking, deps), {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'attachment; filename="adrig-consultation.ics"',
        "Cache-Control": "private, no-store",
        "Referrer-Policy": "no-referrer",
      },
    });
  } catch (err) {
    if (!(err instanceof UserFacingError)) throw err;
    return new Response(errorText.notFound, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
}
