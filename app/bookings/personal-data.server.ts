import type { PersonalDataPart } from "~/accounts/index.server";
import { bookingsForExport, deleteBookingsOf } from "./staff-bookings.server";

/**
 * The bookings' part of a person's data: in the download, the consultations they booked while
 * signed in (never a manage link's token); deleting the account deletes those and the ones booked
 * with the account's address.
 */
export const bookingsPersonalData: PersonalDataPart = {
  async exported(db, person) {
    return { bookings: await bookingsForExport(db, person.id) };
  },
  async erased(db, person) {
    return [deleteBookingsOf(db, person.id, person.email)];
  },
};
