import type { SQL } from "drizzle-orm";
import { writeHook } from "~/platform/db/write-hooks.server";

/**
 * What the subscribers' writes tell whoever listens (the reports' daily counts, app/reports/),
 * each listener's statements run in the write's own D1 batch (app/platform/db/write-hooks.server.ts,
 * docs/decisions/034-reports-and-roll-ups.md). `when` is this domain's own condition, in SQL, on
 * which the write changes anything. Nothing personal is told: only when.
 */
export type SubscriberWrite =
  /** An address confirmed (again). */
  | { kind: "confirmed"; at: Date; when: SQL }
  /** A confirmation taken back because its welcome mail could not be queued: `at` is the confirmation's. */
  | { kind: "unconfirmed"; at: Date; when: SQL }
  /** A confirmed address left: its unsubscribe link, or its account deleted. */
  | { kind: "left"; at: Date; when: SQL };

export const subscriberWrites = writeHook<SubscriberWrite>();
