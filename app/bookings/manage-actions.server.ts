import { intentTable } from "~/platform/http/intents.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import type { BookingDeps } from "./deps.server";
import { manageIntents } from "./intents";
import { cancelFromLink, rescheduleFromLink } from "./manage.server";
import { managePath } from "./manage-links.server";
import { MANAGE_PATH } from "./paths";
import { bookingToasts } from "./texts";

/** What the manage link's page hands its forms' handlers: the link's token, and the request (its IP is limited). */
export type ManageContext = { deps: BookingDeps; token: string; request: Request };

/** Move to another free time, or cancel (manage-forms.tsx). */
export const manageActions = intentTable<ManageContext, Response>(MANAGE_PATH, [
  {
    [manageIntents.reschedule]: async ({ deps, token, request }, body) => {
      const moved = await rescheduleFromLink(deps, token, body, request);
      // Back to this page (a fresh token: the link lasts until the meeting's new end).
      return redirectWithToast(managePath(deps.secret, moved), bookingToasts.rescheduled);
    },
    [manageIntents.cancel]: async ({ deps, token, request }, body) => {
      await cancelFromLink(deps, token, body, request);
      return redirectWithToast(`${MANAGE_PATH}?token=${encodeURIComponent(token)}`, bookingToasts.cancelled);
    },
  },
]);
