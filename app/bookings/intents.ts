import { declareIntents } from "~/ui/forms/intents";

// The intents of bookings' forms, written here only: the components post them, the
// `*-actions.server.ts` modules handle them. A module of its own, so a server module reads them
// without loading a component (and React Router with it).

/** The availability and feed forms (availability-form.tsx; handlers: availability-actions.server.ts). */
export const availabilityIntents = declareIntents({ save: "save", feedRenew: "feed-renew", feedRevoke: "feed-revoke" });

/** The manage page's forms (manage-forms.tsx; handlers: manage-actions.server.ts). */
export const manageIntents = declareIntents({ reschedule: "reschedule", cancel: "cancel" });

/** A booking's staff forms (staff-bookings.tsx; handlers: staff-booking-actions.server.ts). */
export const staffBookingIntents = declareIntents({ cancel: "cancel", noShow: "no-show" });
