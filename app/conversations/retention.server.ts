import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { attachments, conversationClaims, conversations } from "~/conversations/schema.server";
import type { Db } from "~/platform/db/client.server";
import { errorName, logEvent } from "~/platform/log.server";
import type { Mailer } from "~/platform/mail/mail.server";
import { cutoffFor, DAY_MS, type RetentionRule, type RetentionStep } from "~/platform/retention/rule.server";
import { deleteConversationFiles } from "./attachments.server";
import { reachableConversation } from "./client-address.server";
import { contactNotificationMail } from "./notifications.server";

/**
 * A conversation started without an account, quiet for the promised years (site.yml): deleted
 * whole, its entries, notes and reply addresses with it. Signed-in people's go with their account.
 */
const visitorConversationsRule: RetentionRule = {
  name: "visitor_conversations",
  keepMs: site.retention.visitorConversationYears * 365 * DAY_MS,
  build: (db, cutoff) => db.delete(conversations).where(and(expiring(cutoff), fileless)),
};

/** Started without an account and quiet since `cutoff`. */
function expiring(cutoff: Date) {
  return and(isNull(conversations.userId), lt(conversations.lastActivityAt, cutoff));
}

/** Whose files are all deleted (deleteFilesOfExpiring ran for it, or it had none). */
const fileless = sql`not exists (select 1 from ${attachments} where ${attachments.conversationId} = ${conversations.id})`;

/** Most conversations whose files one run deletes; the rest go on the next day's run. */
const FILE_SWEEP_LIMIT = 500;

/**
 * Before the clean-up's batch: the files of the conversations it is about to delete, whose
 * objects D1 cannot delete. A run that meets more than FILE_SWEEP_LIMIT of them leaves those
 * conversations for tomorrow (the rule deletes only those with no file rows left, `fileless`).
 */
async function deleteFilesOfExpiring(db: Db, bucket: R2Bucket, now: Date): Promise<number> {
  const cutoff = cutoffFor(visitorConversationsRule, now);
  const rows = await db
    .selectDistinct({ id: attachments.conversationId })
    .from(attachments)
    .innerJoin(conversations, eq(conversations.id, attachments.conversationId))
    .where(expiring(cutoff))
    .limit(FILE_SWEEP_LIMIT);
  const ids = rows.map((row) => row.id);
  await deleteConversationFiles(db, bucket, ids);
  return ids.length;
}

/** Longer than the mail queue's whole retry schedule, so a notification still in flight is not sent twice. */
const NOTIFICATION_GRACE_MS = 6 * 60 * 60 * 1000;
/** At most this many notifications are queued again per run (a backlog drains over days). */
const REQUEUE_LIMIT = 100;

/**
 * The notifications to CONTACT_INBOX that never went out (the queue refused them when the
 * message came), queued again by the daily cron. Returns how many were queued; stops at the first
 * refusal (tomorrow's run tries again).
 */
async function requeueUnsentNotifications(deps: {
  db: Db;
  mailer: Mailer;
  companyMailbox: string;
  siteOrigin: string;
  now: Date;
}): Promise<number> {
  const unsent = await deps.db
    // Reply-To is where the client is reached now (./client-address.server.ts).
    .select(reachableConversation)
    .from(conversations)
    .where(
      and(
        isNull(conversations.notifiedAt),
        lt(conversations.createdAt, new Date(deps.now.getTime() - NOTIFICATION_GRACE_MS)),
      ),
    )
    .orderBy(asc(conversations.createdAt))
    .limit(REQUEUE_LIMIT);
  let queued = 0;
  for (const conversation of unsent) {
    try {
      await deps.mailer.send(contactNotificationMail(deps.companyMailbox, deps.siteOrigin, conversation));
      queued++;
    } catch (err) {
      logEvent("error", "retention_requeue_failed", { error: errorName(err), queued });
      break;
    }
  }
  return queued;
}

/** "Is this yours?" links work 7 days; a spent one is deleted when used, an expired one here. */
const conversationClaimsRule: RetentionRule = {
  name: "conversation_claims",
  keepMs: null,
  build: (db, now) => db.delete(conversationClaims).where(lt(conversationClaims.expiresAt, now)),
};

/** What the daily clean-up deletes of conversations, in this order (claims after their conversations). */
export const conversationRetentionRules: RetentionRule[] = [visitorConversationsRule, conversationClaimsRule];

/** Before the batch: the files of the conversations it is about to delete. */
export const conversationFilesStep: RetentionStep = {
  name: "conversations_with_files_cleared",
  run: (deps) => deleteFilesOfExpiring(deps.db, deps.env.ATTACHMENTS, deps.now),
};

/** After the batch: the contact notifications that never went out, queued again. */
export const requeueNotificationsStep: RetentionStep = {
  name: "requeued",
  run: ({ db, mailer, now, env }) =>
    requeueUnsentNotifications({ db, mailer, now, companyMailbox: env.CONTACT_INBOX, siteOrigin: env.SITE_ORIGIN }),
};
