import type { PersonalDataPart } from "~/accounts/index.server";
import { bookingDeps } from "./deps.server";
import { bookingsForExport, cancelBookingsOfLeavingStaff, deleteBookingsOf } from "./staff-bookings.server";

/**
 * The bookings' part of a person's data: in the download, the consultations they booked while
 * signed in (never a manage link's token); deleting the account deletes those and the ones booked
 * with the account's address. A staff member's upcoming consultations are cancelled first, each
 * client mailed (cancelBookingsOfLeavingStaff); the batch then deletes them with the account.
 */
export function bookingsPersonalData(env: Env): PersonalDataPart {
  return {
    async exported(db, person) {
      return { bookings: await bookingsForExport(db, person.id) };
    },
    async erased(db, person) {
      const deps = bookingDeps(env);
      await cancelBookingsOfLeavingStaff(deps, person);
      return deleteBookingsOf(db, person.id, person.email, deps.now());
    },
  };
}
