import { encodeHexLowerCase } from "@oslojs/encoding";
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

/**
 * The feed's validator: a hash of its text without the DTSTAMP lines (the moment this copy was
 * written), so it changes exactly when a booking in it does. Weak: equal feeds differ in DTSTAMP.
 */
async function feedEtag(feed: string): Promise<string> {
  const stable = feed
    .split("\r\n")
    .filter((line) => !line.startsWith("DTSTAMP:"))
    .join("\r\n");
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(stable)));
  return `W/"${encodeHexLowerCase(digest).slice(0, 32)}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for it). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => bare(tag) === bare(etag));
}

/**
 * The feed a request asks for: 404 for a token that is not a live feed's, 304 when the calendar
 * already has this version (its If-None-Match names the ETag), else the feed with its ETag.
 */
export async function calendarFeedAnswer(
  deps: { db: Db; now: () => Date; companyMailbox: string },
  token: string,
  ifNoneMatch: string | null,
): Promise<{ status: 404 } | { status: 200 | 304; feed: string; etag: string }> {
  const feed = await calendarFeed(deps, token);
  if (feed === null) return { status: 404 };
  const etag = await feedEtag(feed);
  return { status: matches(ifNoneMatch, etag) ? 304 : 200, feed, etag };
}
