import { sendGatheredNotices } from "~/.server/accounts/security-notices";
import { createDb } from "~/.server/db/client";
import { errorName, logEvent } from "~/.server/log";
import { laterMailLinkOrigin } from "~/.server/mail/links";
import { createMailer } from "~/.server/mail/queue";

/**
 * The every-minute cron's second task: mails each window of gathered low-risk security changes
 * that has closed (app/.server/accounts/security-notices.ts), one mail per window. Logs counts
 * only, and nothing when there was nothing to do.
 */
export async function runSecurityNotices(env: Env, now: Date): Promise<{ sent: number } | null> {
  try {
    return await sendGatheredNotices(
      { db: createDb(env.DB), mailer: createMailer(env), origin: laterMailLinkOrigin(env, null) },
      now,
    );
  } catch (err) {
    logEvent("error", "security_notices_run_failed", { error: errorName(err) });
    return null;
  }
}
