/**
 * The bookings domain's server entry: the operations and dependencies other parts of the app
 * call (docs/architecture.md, "Entries"). Only what they use is here.
 */
export { availabilityOf, availabilitySavedToast } from "./availability.server";
export { availabilityActions } from "./availability-actions.server";
export { bookConsultation } from "./book.server";
export { confirmFromLink, requestForLink, requestSummary } from "./book-by-mail.server";
export { bookPageView, rememberedZone } from "./book-page.server";
export { bookingDeps } from "./deps.server";
export { calendarFeed, calendarFeedAnswer, renewFeedToken, revokeFeedToken } from "./feed.server";
export { bookingForLink, bookingForView, movesLeft } from "./manage.server";
export { manageActions } from "./manage-actions.server";
export { confirmedPath, managePath, manageToken } from "./manage-links.server";
export { bookingsPersonalData } from "./personal-data.server";
export { sendDueReminders } from "./reminders.server";
export { bookingFactsAfter } from "./report-facts.server";
export { bookingRetentionRules } from "./retention.server";
export { staffBookingActions } from "./staff-booking-actions.server";
export { cancelByStaff, staffBookingLists } from "./staff-bookings.server";
export { sendGatheredMoveNotices } from "./staff-move-notices.server";
export { bookingSummary, confirmationFor, invitationFile } from "./summary.server";
export type { BookingWrite } from "./writes.server";
export { bookingWrites } from "./writes.server";
