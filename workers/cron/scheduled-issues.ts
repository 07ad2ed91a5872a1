import { newsletterPace, startDueIssues } from "~/newsletter/index.server";

import { createDb } from "~/platform/db/client.server";
import { errorName, logEvent } from "~/platform/log.server";
import { laterMailLinkOrigin } from "~/platform/mail/links.server";
import { createMailer } from "~/platform/mail/queue.server";

/**
 * The every-minute cron: starts the newsletter issues scheduled for this minute or earlier
 * (app/newsletter/scheduling.server.ts), through the same queue path as "Send now". A scheduled
 * issue therefore starts within a minute of its time. Logs counts only, and nothing when there
 * was nothing to do (1,440 runs a day).
 */
export async function runScheduledIssues(env: Env, now: Date): Promise<{ due: number; started: number } | null> {
  try {
    const report = await startDueIssues(
      {
        db: createDb(env.DB),
        queue: env.MAIL_QUEUE,
        mailer: createMailer(env),
        now: () => new Date(),
        maxPerMinute: newsletterPace(env),
        originFor: (scheduledOrigin) => laterMailLinkOrigin(env, scheduledOrigin),
      },
      now,
    );
    if (report.due > 0) logEvent("info", "newsletter_schedule_run", report);
    return report;
  } catch (err) {
    logEvent("error", "newsletter_schedule_failed", { error: errorName(err) });
    return null;
  }
}
