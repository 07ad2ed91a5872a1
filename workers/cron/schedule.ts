import { runBookingMoveNotices } from "./booking-notices";
import { runBookingReminders } from "./booking-reminders";
import { runReportsBuild } from "./reports";
import { runRetention } from "./retention";
import { runScheduledIssues } from "./scheduled-issues";
import { runSecurityNotices } from "./security-notices";

type CronJob = (env: Env, at: Date) => Promise<unknown>;

/** The daily clean-up's cron: 21:30 UTC is 03:00 in Chennai, the quietest hour. */
const DAILY = "30 21 * * *";

/**
 * What each cron of wrangler.toml's `[triggers]` runs, by its expression: the one list of them.
 * docs/architecture.md's "Crons" table is checked against it and against wrangler.toml
 * (tests/node/architecture-tables.test.mjs).
 */
const CRON_JOBS: Readonly<Record<string, readonly CronJob[]>> = {
  "* * * * *": [runScheduledIssues, runSecurityNotices, runBookingReminders, runBookingMoveNotices, runReportsBuild],
  [DAILY]: [runRetention],
};

/** The work of one cron run; a cron this list does not name runs the daily clean-up, as it always has. */
export function cronJobsFor(cron: string): readonly CronJob[] {
  return CRON_JOBS[cron] ?? CRON_JOBS[DAILY] ?? [];
}
