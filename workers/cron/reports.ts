import { errorName, logEvent } from "~/platform/log.server";
import { ensureReportsBuilt, reportsDb } from "~/reports/index.server";

/**
 * One of the every-minute cron's tasks (workers/cron/schedule.ts): the reports' daily roll-ups,
 * which the writes keep (app/reports/counters.server.ts), are made from the records once, the
 * first time they are missing (a database that had conversations before the reports began).
 * Otherwise one indexed read of one row.
 */
export async function runReportsBuild(env: Env, now: Date): Promise<boolean> {
  try {
    return await ensureReportsBuilt(reportsDb(env), now);
  } catch (err) {
    logEvent("error", "reports_build_failed", { error: errorName(err) });
    return false;
  }
}
