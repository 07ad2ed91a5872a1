import { displayName } from "~/accounts";
import { bookingStaffText, readStaffBookingsQuery, StaffBookingFilter, StaffBookingList } from "~/bookings";
import { bookingDeps, staffBookingActions, staffBookingLists } from "~/bookings/index.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { mailLinkOrigin } from "~/platform/mail/links.server";
import { StaffAreaShell, staffFailureTitles, staffHeaders, staffMeta } from "~/staff";
import { requireStaff } from "~/staff/index.server";
import type { Route } from "./+types/admin-bookings";

/** Every consultation: upcoming (today's first), past and cancelled. */
export async function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args);
  const { env } = getRequestContext(args.context);
  const query = readStaffBookingsQuery(new URL(args.request.url).searchParams);
  return staffBookingLists(bookingDeps(env), staff.id, query);
}

/** Cancel with a reason, or mark as a no-show (app/bookings/staff-booking-actions.server.ts). */
export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args);
  const { env } = getRequestContext(args.context);
  const ctx = {
    deps: bookingDeps(env, mailLinkOrigin(env, args.request)),
    staff: { id: staff.id, name: displayName(staff) },
  };
  return handleForm(
    args.request,
    { failureTitle: staffFailureTitles.staff, keep: ["intent", "id", "reason"], where: "admin-bookings" },
    (body) => staffBookingActions.dispatch(ctx, body),
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
