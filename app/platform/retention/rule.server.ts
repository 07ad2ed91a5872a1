import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "~/platform/db/client.server";
import type { Mailer } from "~/platform/mail/mail.server";

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

/**
 * What a clean-up step is given: the database, the (queued) mailer, the run's time, and the
 * Worker's bindings, from which each domain's step takes its own (a bucket, an address).
 */
export type RetentionDeps = {
  db: Db;
  mailer: Mailer;
  now: Date;
  env: Env;
};

/** Work outside the D1 batch (R2 objects, mails): returns a count for the summary line. */
export type RetentionStep = { name: string; run: (deps: RetentionDeps) => Promise<number> };

/** The whole clean-up, composed by the cron: steps before the batch, the batch's rules, steps after it. */
export type RetentionPlan = { before: RetentionStep[]; rules: RetentionRule[]; after: RetentionStep[] };
