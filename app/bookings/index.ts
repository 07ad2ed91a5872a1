/**
 * The bookings domain's entry: the types, constants, components and schemas other parts of the
 * app use, all safe in the browser (docs/architecture.md, "Entries"). Only what they use is here;
 * server operations are in index.server.ts.
 */

export { readStaffBookingsQuery } from "./book-view";
export { istDate } from "./booking-rules";
export { AvailabilityForm, FeedForms } from "./components/availability-form";
export { BookForm } from "./components/book-form";
export { BookingSummaryCard } from "./components/booking-summary";
export { ConfirmBookingForm } from "./components/confirm-form";
export { CancelForm, CancelLink } from "./components/manage-forms";
export { MoveSection } from "./components/move-section";
export { TimeZoneForm } from "./components/slot-picker";
export { StaffBookingFilter, StaffBookingList } from "./components/staff-bookings";
export { VisitorZoneScript } from "./components/visitor-zone";
export { CONFIRM_PATH, MANAGE_PATH } from "./paths";
export { bookingErrors, bookingStaffText, bookingToasts, bookPageText } from "./texts";
