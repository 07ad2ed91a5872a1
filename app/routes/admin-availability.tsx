import { AvailabilityForm, bookingStaffText, FeedForms } from "~/bookings";
import { availabilityActions, availabilityOf, bookingDeps } from "~/bookings/index.server";
import { handleForm } from "~/platform/http/form-action.server";
import { getRequestContext } from "~/platform/http/request-context.server";
import { mailLinkOrigin } from "~/platform/mail/links.server";
import { StaffAreaShell, staffFailureTitles, staffHeaders, staffMeta } from "~/staff";
import { requireStaff } from "~/staff/index.server";
import type { Route } from "./+types/admin-availability";

/** A staff member's own availability for consultations, and their calendar feed. */
export async function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args);
  const { env } = getRequestContext(args.context);
  const a = await availabilityOf(bookingDeps(env).db, staff.id);
  return {
    availability: {
      weeklyHours: a.weeklyHours,
      meetingMinutes: a.meetingMinutes,
      bufferMinutes: a.bufferMinutes,
      blockedDays: a.blockedDays,
      meetingLink: a.meetingLink,
      takesBookings: a.takesBookings,
      hasFeed: Boolean(a.feedTokenHash),
    },
  };
}

const KEEP = ["intent", "hours-0", "hours-1", "hours-2", "hours-3", "hours-4", "hours-5", "hours-6"] as const;

/** Save the availability, or a new calendar feed address, or none (app/bookings/availability-actions.server.ts). */
export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args);
  const { env } = getRequestContext(args.context);
  const ctx = { deps: bookingDeps(env), staffId: staff.id, linkOrigin: mailLinkOrigin(env, args.request) };
  return handleForm(
    args.request,
    {
      failureTitle: staffFailureTitles.staff,
      keep: [...KEEP, "meetingMinutes", "bufferMinutes", "blockedDays", "meetingLink"],
      where: "availability",
    },
    (body) => availabilityActions.dispatch(ctx, body),
  );
}

export const headers = staffHeaders;
export const meta: Route.MetaFunction = (args) => staffMeta(args, bookingStaffText.availabilityTitle);

export default function AdminAvailability({ loaderData, actionData }: Route.ComponentProps) {
  const { availability } = loaderData;
  return (
    <StaffAreaShell title={bookingStaffText.availabilityTitle}>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <section
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5"
          aria-label={bookingStaffText.yourAvailability}
        >
          <AvailabilityForm availability={availability} answer={actionData ?? null} />
        </section>
        <section className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5" aria-labelledby="feed-title">
          <h2 id="feed-title" className="text-xl font-extrabold text-navy-900">
            {bookingStaffText.feedTitle}
          </h2>
          <div className="mt-4">
            <FeedForms hasFeed={availability.hasFeed} answer={actionData ?? null} />
          </div>
        </section>
      </div>
    </StaffAreaShell>
  );
}
