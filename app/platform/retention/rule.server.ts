import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "~/platform/db/client.server";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** One kind of data the daily clean-up deletes: how long it is kept, and the DELETE for a cut-off. */
export type RetentionRule = {
  name: string;
  /** How long a row is kept; `null` for rows that carry their own expiry. */
  keepMs: number | null;
  build: (db: Db, cutoff: Date) => BatchItem<"sqlite">;
};

export function cutoffFor(rule: RetentionRule, now: Date): Date {
  return new Date(now.getTime() - (rule.keepMs ?? 0));
}
