/** The bookings' own URLs, written once (/book is the site's link, app/site/book-link.ts; the staff pages are the staff menu's, app/staff/staff-paths.ts). */
export const BOOKED_PATH = "/book/confirmed";
export const MANAGE_PATH = "/book/manage";
/** A visitor's booking sent without JavaScript is made from the link mailed to them: `?token=`. */
export const CONFIRM_PATH = "/book/confirm";
/** The staff member's calendar feed: `/calendar/<token>.ics`. */
export const FEED_PATH_PREFIX = "/calendar/";
/** The invitation of a booking as a download (`?token=` the manage link's). */
export const INVITE_PATH = "/book/invite.ics";
/** The cookie that remembers a visitor's time zone for /book (set in the browser, read by the server). */
export const ZONE_COOKIE = "book_tz";
/** The class on <html> while /book reloads in the visitor's zone: its times are hidden meanwhile. */
export const ZONE_PENDING_CLASS = "zone-pending";
/** The picker's id: the calendar's links lead to it, so a page loaded without JavaScript opens at the calendar and its times. */
export const PICKER_ID = "pick";
