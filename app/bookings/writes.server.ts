import type { SQL } from "drizzle-orm";
import { writeHook } from "~/platform/db/write-hooks.server";

/**
 * What a booking's writes tell whoever listens (the reports' daily counts, app/reports/), each
 * listener's statements run in the write's own D1 batch (app/platform/db/write-hooks.server.ts,
 * docs/decisions/034-reports-and-roll-ups.md). `when` is this domain's own condition, in SQL, on
 * which the write changes anything. Nothing personal is told: only when.
 */
export type BookingWrite =
  /** Booked at `at`, for a meeting at `startAt`. */
  | { kind: "made"; at: Date; startAt: Date; when: SQL }
  | { kind: "moved"; from: Date; to: Date; when: SQL }
  /** Cancelled by the client or staff, or dropped with the client's deleted account before it took place. */
  | { kind: "cancelled"; startAt: Date; when: SQL }
  | { kind: "no_show"; startAt: Date; when: SQL };

export const bookingWrites = writeHook<BookingWrite>();
