/**
 * The bookings domain's browser-safe entry (docs/bookings.md): what pages and components of other
 * domains may use. Server code is in ./index.server.ts.
 */
export {
  type BookingStatus,
  dateIn,
  isTimeZone,
  longDateIn,
  nearestSlots,
  type Slot,
  STAFF_ZONE,
  timeIn,
  whenIn,
  zoneNameAt,
} from "./booking-rules";
export { ADMIN_AVAILABILITY_PATH, ADMIN_BOOKINGS_PATH, BOOK_PATH, BOOKED_PATH, MANAGE_PATH } from "./paths";
export { bookingErrors, bookingToasts, bookPageText } from "./texts";
export { bookHref, topicFromQuery, topicLabel, topics } from "./topics";
