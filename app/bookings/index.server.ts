/**
 * The bookings domain's server entry: what routes, the cron, the Worker and other domains call.
 * Nothing outside app/bookings/ imports its other server modules or its tables.
 */
export { availabilityOf, offeredSlots, saveAvailability, saveAvailabilityFrom } from "./availability.server";
export { bookConsultation } from "./book.server";
export { bookPageView } from "./book-page.server";
export { type BookingDeps, bookingDeps } from "./deps.server";
export { calendarFeed, feedPath, renewFeedToken, revokeFeedToken } from "./feed.server";
export { bookingForLink, cancelFromLink, rescheduleFromLink } from "./manage.server";
export { manageToken } from "./manage-links.server";
export { sendDueReminders } from "./reminders.server";
export { bookingRetentionRules } from "./retention.server";
export {
  bookingsForExport,
  cancelByStaff,
  deleteBookingsOf,
  markNoShow,
  staffBookingLists,
} from "./staff-bookings.server";
export { bookingSummary, invitationFile } from "./summary.server";
