/** The staff area's pages that its menu links to and that live in other domains. */
export const ADMIN_BOOKINGS_PATH = "/admin/bookings";
export const ADMIN_AVAILABILITY_PATH = "/admin/availability";
export const ADMIN_REPORTS_PATH = "/admin/reports";
