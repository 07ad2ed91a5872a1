import { bookingDeps, sendGatheredMoveNotices } from "~/bookings/index.server";
import { errorName, logEvent } from "~/platform/log.server";
import { laterMailLinkOrigin } from "~/platform/mail/links.server";

/**
 * The every-minute cron's fourth task: tells each staff member once of a client's moves whose
 * gathering window has closed (app/bookings/staff-move-notices.server.ts), one notice per booking
 * with its latest time. Logs counts only, and nothing when there was nothing to do.
 */
export async function runBookingMoveNotices(env: Env, now: Date): Promise<{ sent: number } | null> {
  try {
    return await sendGatheredMoveNotices({ ...bookingDeps(env, laterMailLinkOrigin(env, null)), now: () => now });
  } catch (err) {
    logEvent("error", "booking_move_notices_failed", { error: errorName(err) });
    return null;
  }
}
