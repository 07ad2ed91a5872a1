/** The bookings' URLs, written once. */
export const BOOK_PATH = "/book";
export const BOOKED_PATH = "/book/confirmed";
export const MANAGE_PATH = "/book/manage";
export const ADMIN_BOOKINGS_PATH = "/admin/bookings";
export const ADMIN_AVAILABILITY_PATH = "/admin/availability";
/** The staff member's calendar feed: `/calendar/<token>.ics`. */
export const FEED_PATH_PREFIX = "/calendar/";
/** The invitation of a booking as a download (`?token=` the manage link's). */
export const INVITE_PATH = "/book/invite.ics";
