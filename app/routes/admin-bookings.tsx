import { displayName } from "~/accounts";
import {
  bookingStaffText,
  bookingToasts,
  cancelSchema,
  readStaffBookingsQuery,
  StaffBookingFilter,
  StaffBookingList,
} from "~/bookings";
import { bookingDeps, cancelByStaff, markNoShow, staffBookingLists } from "~/bookings/index.server";
import { parseWith } from "~/platform/http/body.server";
import { UserFacingError } from "~/platform/http/errors.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { redirectWithToast } from "~/platform/http/toast.server";
import { mailLinkOrigin } from "~/platform/mail/links.server";
import { ADMIN_BOOKINGS_PATH, StaffAreaShell, staffFailureTitles, staffHeaders, staffMeta } from "~/staff";
import { requireStaff } from "~/staff/index.server";

import { errorText } from "~/ui/ui-text";
import type { Route } from "./+types/admin-bookings";

/** Every consultation: upcoming (today's first), past and cancelled. */
export async function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args);
  const { env } = getRequestContext(args.context);
  const query = readStaffBookingsQuery(new URL(args.request.url).searchParams);
  return staffBookingLists(bookingDeps(env), staff.id, query);
}

/** Cancel with a reason (the client is mailed), or mark a started one as a no-show. */
export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args);
  const { env } = getRequestContext(args.context);
  return handleForm(
    args.request,
    { failureTitle: staffFailureTitles.staff, keep: ["intent", "id", "reason"], where: "admin-bookings" },
    async (body) => {
      const deps = bookingDeps(env, mailLinkOrigin(env, args.request));
      const id = typeof body.id === "string" ? body.id.slice(0, 64) : "";
      switch (body.intent) {
        case "cancel":
          await cancelByStaff(
            deps,
            { id: staff.id, name: displayName(staff) },
            id,
            parseWith(cancelSchema, body).reason,
          );
          return redirectWithToast(ADMIN_BOOKINGS_PATH, bookingToasts.staffCancelled);
        case "no-show":
          await markNoShow(deps, id);
          return redirectWithToast(ADMIN_BOOKINGS_PATH, bookingToasts.noShowMarked);
        default:
          throw new UserFacingError(400, errorText.invalidRequest);
      }
    },
  );
}

export const headers = staffHeaders;
export const meta: Route.MetaFunction = (args) => staffMeta(args, bookingStaffText.bookingsTitle);

export default function AdminBookings({ loaderData, actionData }: Route.ComponentProps) {
  const { upcoming, past, cancelled, query } = loaderData;
  const answer = actionData ?? null;
  return (
    <StaffAreaShell title={bookingStaffText.bookingsTitle}>
      <div className="space-y-10">
        <StaffBookingFilter query={query} />
        <StaffBookingList
          title={bookingStaffText.upcoming}
          name="upcoming"
          list={upcoming}
          query={query}
          empty={bookingStaffText.upcomingEmpty}
          answer={answer}
        />
        <StaffBookingList
          title={bookingStaffText.past}
          name="past"
          list={past}
          query={query}
          empty={bookingStaffText.pastEmpty}
          answer={answer}
        />
        <StaffBookingList
          title={bookingStaffText.cancelled}
          name="cancelled"
          list={cancelled}
          query={query}
          empty={bookingStaffText.cancelledEmpty}
          answer={answer}
        />
      </div>
    </StaffAreaShell>
  );
}
