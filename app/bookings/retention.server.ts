import { and, isNull, lt } from "drizzle-orm";
import { site } from "~/content/site";
import { DAY_MS, type RetentionRule } from "~/platform/retention/rule.server";
import { bookings } from "./schema.server";

/**
 * A booking made without an account is kept as long as a visitor's conversation
 * (site.yml `visitorConversationYears`), counted from the meeting's end; a signed-in client's goes
 * with their account.
 */
const visitorBookingsRule: RetentionRule = {
  name: "visitor_bookings",
  keepMs: site.retention.visitorConversationYears * 365 * DAY_MS,
  build: (db, cutoff) => db.delete(bookings).where(and(isNull(bookings.userId), lt(bookings.endAt, cutoff))),
};

/** What the daily clean-up deletes of bookings. */
export const bookingRetentionRules: RetentionRule[] = [visitorBookingsRule];
