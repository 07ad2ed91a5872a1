import { eq } from "drizzle-orm";
import { type BodyData, parseWith } from "~/platform/http/body.server";
import { clientIp, rateLimitKeyForIp } from "~/platform/http/client-ip.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { enforceRateLimit } from "~/platform/rate-limit.server";
import { claimAndConfirm } from "./book.server";
import { STAFF_ZONE, whenIn } from "./booking-rules";
import { type BookingRequest, readConfirmToken } from "./confirm-links.server";
import type { BookingDeps } from "./deps.server";
import { type Booking, bookings } from "./schema.server";
import { bookingErrors } from "./texts";
import { topicLabel } from "./topics";
import { rescheduleSchema } from "./validation/booking";

/**
 * The mailed link of a booking sent without JavaScript (docs/decisions/031-booking-without-javascript.md):
 * opening it shows the request; its POST makes the booking, with the id the link carries, so a
 * second POST books nothing more. The slot is claimed as any booking's (the D1 constraint
 * decides); when it was taken meanwhile, the visitor chooses one of the nearest free times and
 * posts again with the same link (the link proves the address; the time is theirs to choose).
 */

/** The request a confirm link carries, while it may still be used; else a 404 with the reason. */
export async function requestForLink(
  deps: Pick<BookingDeps, "db" | "now" | "secret">,
  token: string,
): Promise<BookingRequest> {
  const request = await readConfirmToken(deps.secret, token, deps.now());
  if (!request) throw new UserFacingError(404, bookingErrors.confirmLinkInvalid, "link_invalid");
  const [used] = await deps.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, request.id)).limit(1);
  if (used) throw new UserFacingError(409, bookingErrors.confirmLinkUsed, "link_used");
  return request;
}

/** The confirm page's POST: books the request (at its time, or the nearest free one chosen after "just taken"). */
export async function confirmFromLink(
  deps: BookingDeps,
  token: string,
  data: BodyData,
  request: Request,
): Promise<Booking> {
  const asked = await requestForLink(deps, token);
  const input = parseWith(rescheduleSchema, data);
  await enforceRateLimit(deps.limiter, rateLimitKeyForIp(clientIp(request)));
  const client = { userId: null, name: asked.name, email: asked.email };
  const details = { topic: asked.topic, timeZone: asked.timeZone, company: asked.company, note: asked.note };
  return claimAndConfirm(deps, client, details, input.start, asked.id);
}

/** What the confirm page shows of a request: the topic and the time in the visitor's zone and IST. */
export function requestSummary(request: BookingRequest) {
  const start = new Date(request.start);
  return {
    start: String(request.start),
    topic: topicLabel(request.topic),
    when: whenIn(start, request.timeZone),
    ist: whenIn(start, STAFF_ZONE),
    timeZone: request.timeZone,
  };
}
