import { sendGatheredNotices } from "~/accounts/index.server";
import { createDb } from "~/platform/db/client.server";
import { errorName, logEvent } from "~/platform/log.server";
import { laterMailLinkOrigin } from "~/platform/mail/links.server";
import { createMailer } from "~/platform/mail/queue.server";

/**
 * The every-minute cron's second task: mails each window of gathered low-risk security changes
 * that has closed (app/accounts/security-notices.server.ts), one mail per window. Logs counts
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
