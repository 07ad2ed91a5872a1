import { type BodyData, parseWith } from "~/platform/http/body.server";
import { intentTable } from "~/platform/http/intents.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import { ADMIN_BOOKINGS_PATH } from "~/staff";
import type { BookingDeps } from "./deps.server";
import { staffBookingIntents } from "./intents";
import { cancelByStaff, markNoShow } from "./staff-bookings.server";
import { bookingToasts } from "./texts";
import { cancelSchema } from "./validation/booking";

/** What /admin/bookings hands its forms' handlers: the deps, and who acts (named in the client's mail). */
export type StaffBookingsContext = { deps: BookingDeps; staff: { id: string; name: string } };

const idOf = (body: BodyData) => (typeof body.id === "string" ? body.id.slice(0, 64) : "");

/** Cancel with a reason (the client is mailed), or mark a started one as a no-show (staff-bookings.tsx). */
export const staffBookingActions = intentTable<StaffBookingsContext, Response>("/admin/bookings", [
  {
    [staffBookingIntents.cancel]: async ({ deps, staff }, body) => {
      await cancelByStaff(deps, staff, idOf(body), parseWith(cancelSchema, body).reason);
      return redirectWithToast(ADMIN_BOOKINGS_PATH, bookingToasts.staffCancelled);
    },
    [staffBookingIntents.noShow]: async ({ deps }, body) => {
      await markNoShow(deps, idOf(body));
      return redirectWithToast(ADMIN_BOOKINGS_PATH, bookingToasts.noShowMarked);
    },
  },
]);
