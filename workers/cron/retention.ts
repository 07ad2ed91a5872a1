import { and, asc, isNull, lt } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { contactNotificationMail } from "~/.server/contact/notification";
import { createDb, type Db } from "~/.server/db/client";
import { contactMessages } from "~/.server/db/schema";
import { errorName, logEvent } from "~/.server/log";
import type { Mailer } from "~/.server/mail/mail";
import { createMailer } from "~/.server/mail/queue";
import { cutoffFor, RETENTION_RULES } from "./retention-rules";

/** Longer than the mail queue's whole retry schedule, so a notification still in flight is not sent twice. */
export const NOTIFICATION_GRACE_MS = 6 * 60 * 60 * 1000;
/** At most this many notifications are queued again per run (a backlog drains over days). */
export const REQUEUE_LIMIT = 100;

export type RetentionDeps = { db: Db; mailer: Mailer; inbox: string; siteOrigin: string; now: Date };

export type RetentionReport = { deleted: Record<string, number>; requeued: number };

/**
 * The daily clean-up: every deletion in one D1 batch (all or nothing), then the contact
 * notifications that never went out are queued again. Logs counts only.
 */
export async function applyRetention(deps: RetentionDeps): Promise<RetentionReport> {
  const { db, now } = deps;
  const statements = RETENTION_RULES.map((rule) => rule.build(db, cutoffFor(rule, now)));
  const results = await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const deleted: Record<string, number> = {};
  RETENTION_RULES.forEach((rule, i) => {
    deleted[rule.name] = (results[i] as D1Result).meta?.changes ?? 0;
  });
  const requeued = await requeueUnsentNotifications(deps);
  return { deleted, requeued };
}

async function requeueUnsentNotifications(deps: RetentionDeps): Promise<number> {
  const unsent = await deps.db
    .select()
    .from(contactMessages)
    .where(
      and(
        isNull(contactMessages.notifiedAt),
        lt(contactMessages.createdAt, new Date(deps.now.getTime() - NOTIFICATION_GRACE_MS)),
      ),
    )
    .orderBy(asc(contactMessages.createdAt))
    .limit(REQUEUE_LIMIT);
  let queued = 0;
  for (const message of unsent) {
    try {
      await deps.mailer.send(contactNotificationMail(deps.inbox, deps.siteOrigin, message));
      queued++;
    } catch (err) {
      // The queue refuses: stop here, tomorrow's run tries again.
      logEvent("error", "retention_requeue_failed", { error: errorName(err), queued });
      break;
    }
  }
  return queued;
}

/** The Worker's scheduled() work, with the real bindings. */
export async function runRetention(env: Env, now: Date): Promise<RetentionReport | null> {
  const db = createDb(env.DB);
  try {
    const report = await applyRetention({
      db,
      mailer: createMailer(env),
      inbox: env.CONTACT_INBOX,
      siteOrigin: env.SITE_ORIGIN,
      now,
    });
    logEvent("info", "retention_done", { ...report.deleted, requeued: report.requeued });
    return report;
  } catch (err) {
    logEvent("error", "retention_failed", { error: errorName(err) });
    return null;
  }
}
