import { intentTable } from "~/platform/http/intents.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import { ADMIN_AVAILABILITY_PATH } from "~/staff";
import type { FormAnswer } from "~/ui/forms/form-answer";
import { availabilitySavedToast, saveAvailabilityFrom } from "./availability.server";
import type { BookingDeps } from "./deps.server";
import { feedPath, renewFeedToken, revokeFeedToken } from "./feed.server";
import { availabilityIntents } from "./intents";
import { bookingToasts } from "./texts";

/** What /admin/availability hands its forms' handlers: whose availability, and the origin of a feed's address. */
export type AvailabilityContext = { deps: Pick<BookingDeps, "db" | "now">; staffId: string; linkOrigin: string };

/** A staff member's availability, and their calendar feed's address: a new one, or none (availability-form.tsx). */
export const availabilityActions = intentTable<AvailabilityContext, Response | FormAnswer>("/admin/availability", [
  {
    [availabilityIntents.save]: async ({ deps, staffId }, body) => {
      const outside = await saveAvailabilityFrom(deps.db, staffId, body, deps.now());
      return redirectWithToast(ADMIN_AVAILABILITY_PATH, availabilitySavedToast(outside));
    },
    [availabilityIntents.feedRenew]: async ({ deps, staffId, linkOrigin }) => {
      const token = await renewFeedToken(deps.db, staffId, deps.now());
      const feedUrl = new URL(feedPath(token), linkOrigin).toString();
      // Shown once, on the page: only its hash is stored.
      return { ok: true, toast: bookingToasts.feedCreated, values: { intent: availabilityIntents.feedRenew, feedUrl } };
    },
    [availabilityIntents.feedRevoke]: async ({ deps, staffId }) => {
      await revokeFeedToken(deps.db, staffId);
      return redirectWithToast(ADMIN_AVAILABILITY_PATH, bookingToasts.feedRevoked);
    },
  },
]);
