import { errorName, logEvent } from "~/platform/log.server";
import { applyRetention, type RetentionReport, retentionDeps } from "~/platform/retention/clean-up.server";

/** The Worker's daily scheduled() work (app/platform/retention/, app/retention-rules.server.ts): logs counts only. */
export async function runRetention(env: Env, now: Date): Promise<RetentionReport | null> {
  try {
    const report = await applyRetention(retentionDeps(env, now));
    logEvent("info", "retention_done", {
      ...report.deleted,
      requeued: report.requeued,
      conversations_with_files_cleared: report.conversationsWithFilesCleared,
      newsletter_images_unused: report.unusedImages,
    });
    return report;
  } catch (err) {
    logEvent("error", "retention_failed", { error: errorName(err) });
    return null;
  }
}
