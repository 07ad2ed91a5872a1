import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { generateToken, hashToken } from "~/platform/tokens.server";
import { defaultAvailability } from "./availability.server";
import { calendar } from "./ics";
import { bookingEvent } from "./mails.server";
import { FEED_PATH_PREFIX } from "./paths";
import { bookingAvailability, bookings } from "./schema.server";

/**
 * A staff member's calendar feed: a secret address (`/calendar/<token>.ics`) their calendar
 * subscribes to, listing their bookings of the last 30 days and to come (cancelled ones as
 * CANCELLED, so a subscribed calendar removes them). Only the token's hash is stored; a new token
 * replaces the old one, and revoking clears it.
 */

const FEED_PAST_MS = 30 * 24 * 60 * 60 * 1000;

/** A new feed address for the staff member (the old one stops working); the token, shown once. */
export async function renewFeedToken(db: Db, staffId: string, now: Date): Promise<string> {
  const token = generateToken();
  const defaults = defaultAvailability(staffId);
  await db
    .insert(bookingAvailability)
    .values({ ...defaults, feedTokenHash: hashToken(token), updatedAt: now })
    .onConflictDoUpdate({ target: bookingAvailability.staffId, set: { feedTokenHash: hashToken(token) } });
  return token;
}

export async function revokeFeedToken(db: Db, staffId: string): Promise<void> {
  await db.update(bookingAvailability).set({ feedTokenHash: null }).where(eq(bookingAvailability.staffId, staffId));
}

export function feedPath(token: string): string {
  return `${FEED_PATH_PREFIX}${token}.ics`;
}

/** The feed a token opens, as iCalendar text; null for a token that is not a live feed's. */
export async function calendarFeed(
  deps: { db: Db; now: () => Date; companyMailbox: string },
  token: string,
): Promise<string | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const [owner] = await deps.db
    .select({ staffId: bookingAvailability.staffId })
    .from(bookingAvailability)
    .where(eq(bookingAvailability.feedTokenHash, hashToken(token)))
    .limit(1);
  if (!owner) return null;
  const rows = await deps.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.staffId, owner.staffId), gt(bookings.endAt, new Date(deps.now().getTime() - FEED_PAST_MS))))
    .orderBy(asc(bookings.startAt))
    .limit(500);
  const events = rows.map((booking) => {
    const event = bookingEvent(booking, deps);
    return {
      ...event,
      summary: `Consultation: ${booking.name}`,
      description: `${event.description}\n${booking.email}`,
    };
  });
  return calendar("PUBLISH", events, "ADRIG consultations");
}
