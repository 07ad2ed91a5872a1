/**
 * The bookings domain's browser-safe entry (docs/bookings.md): what pages and components of other
 * domains use. Server code is in ./index.server.ts; the domain's own components import its modules.
 */
export { ADMIN_AVAILABILITY_PATH, ADMIN_BOOKINGS_PATH, BOOK_PATH, BOOKED_PATH, MANAGE_PATH } from "./paths";
export { bookingErrors, bookingToasts, bookPageText } from "./texts";
export { bookHref } from "./topics";
