import { accountRetentionRules } from "~/accounts/index.server";
import { bookingRetentionRules } from "~/bookings/index.server";
import {
  conversationFilesStep,
  conversationRetentionRules,
  requeueNotificationsStep,
} from "~/conversations/index.server";
import { newsletterImagesStep, newsletterRetentionRules } from "~/newsletter/index.server";
import { errorName, logEvent } from "~/platform/log.server";
import { applyRetention, type RetentionCounts, retentionDeps } from "~/platform/retention/clean-up.server";
import { platformRetentionRules } from "~/platform/retention/platform-rules.server";
import type { RetentionPlan } from "~/platform/retention/rule.server";

/**
 * The one place that lists every domain's retention rules and steps (docs/decisions/015-data-retention-and-privacy.md).
 * Order matters: accounts before conversations (an unconfirmed account's rows go first), a conversation's files before its rows.
 */
export const RETENTION_PLAN: RetentionPlan = {
  before: [conversationFilesStep],
  rules: [
    ...accountRetentionRules,
    ...platformRetentionRules,
    ...conversationRetentionRules,
    ...newsletterRetentionRules,
    ...bookingRetentionRules,
  ],
  after: [requeueNotificationsStep, newsletterImagesStep],
};

/** The Worker's daily scheduled() work (app/platform/retention/, each domain's retention.server.ts): logs counts only. */
export async function runRetention(env: Env, now: Date): Promise<RetentionCounts | null> {
  try {
    const report = await applyRetention(retentionDeps(env, now), RETENTION_PLAN);
    logEvent("info", "retention_done", { ...report.deleted, ...report.steps });
    return report;
  } catch (err) {
    logEvent("error", "retention_failed", { error: errorName(err) });
    return null;
  }
}
