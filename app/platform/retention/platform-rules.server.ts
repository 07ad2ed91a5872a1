import { lt } from "drizzle-orm";
import { site } from "~/content/site";
import { cappedMails, usedCaptchaTokens } from "~/platform/schema.server";
import { DAY_MS, type RetentionRule } from "./rule.server";

/** What the daily clean-up deletes of the plumbing's own tables: Turnstile replay marks and mail caps. */
export const platformRetentionRules: RetentionRule[] = [
  {
    // A Turnstile token expires after 300 s; a day is ample to refuse its reuse.
    name: "turnstile_tokens",
    keepMs: site.retention.turnstileTokenDays * DAY_MS,
    build: (db, cutoff) => db.delete(usedCaptchaTokens).where(lt(usedCaptchaTokens.usedAt, cutoff)),
  },
  {
    // Per-recipient mail caps count a day at most.
    name: "capped_mails",
    keepMs: site.retention.abuseCounterDays * DAY_MS,
    build: (db, cutoff) => db.delete(cappedMails).where(lt(cappedMails.sentAt, cutoff)),
  },
];
