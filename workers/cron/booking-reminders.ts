import { bookingDeps, sendDueReminders } from "~/bookings/index.server";
import { errorName, logEvent } from "~/platform/log.server";
import { laterMailLinkOrigin } from "~/platform/mail/links.server";

/**
 * The every-minute cron's third task: the reminders due 24 hours and 1 hour before each confirmed
 * booking (app/bookings/reminders.server.ts), each sent once. Logs counts only, and nothing when
 * there was nothing to do.
 */
export async function runBookingReminders(env: Env, now: Date): Promise<{ day: number; hour: number } | null> {
  try {
    return await sendDueReminders({ ...bookingDeps(env, laterMailLinkOrigin(env, null)), now: () => now });
  } catch (err) {
    logEvent("error", "booking_reminders_failed", { error: errorName(err) });
    return null;
  }
}
