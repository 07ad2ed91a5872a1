import type { BatchItem } from "drizzle-orm/batch";
import { site } from "~/content/site";
import { deleteFilesOfExpiring, requeueUnsentNotifications } from "~/conversations/retention.server";
import { deleteUnusedImages } from "~/newsletter/images.server";
import { createDb, type Db } from "~/platform/db/client.server";
import type { Mailer } from "~/platform/mail/mail.server";
import { createMailer } from "~/platform/mail/queue.server";
import { RETENTION_RULES } from "../../retention-rules.server";
import { cutoffFor, DAY_MS } from "./rule.server";

export type RetentionDeps = {
  db: Db;
  mailer: Mailer;
  companyMailbox: string;
  siteOrigin: string;
  now: Date;
  /** ATTACHMENTS: the files of the conversations the clean-up deletes. */
  files: R2Bucket;
  /** MEDIA: newsletter images no issue uses. */
  media: R2Bucket;
};

export type RetentionReport = {
  deleted: Record<string, number>;
  requeued: number;
  conversationsWithFilesCleared: number;
  unusedImages: number;
};

/**
 * The daily clean-up: the files of conversations about to go (R2 is not D1), then every deletion
 * in one D1 batch (all or nothing), then the contact notifications that never went out are queued
 * again.
 */
export async function applyRetention(deps: RetentionDeps): Promise<RetentionReport> {
  const { db, now } = deps;
  const conversationsWithFilesCleared = await deleteFilesOfExpiring(db, deps.files, now);
  const statements = RETENTION_RULES.map((rule) => rule.build(db, cutoffFor(rule, now)));
  const results = await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const deleted: Record<string, number> = {};
  RETENTION_RULES.forEach((rule, i) => {
    deleted[rule.name] = (results[i] as D1Result).meta?.changes ?? 0;
  });
  const requeued = await requeueUnsentNotifications(deps);
  const unusedImages = await deleteUnusedImages(
    { db, bucket: deps.media },
    new Date(now.getTime() - site.retention.unusedImageDays * DAY_MS),
  );
  return { deleted, requeued, conversationsWithFilesCleared, unusedImages };
}

/** The clean-up with the Worker's real bindings. */
export function retentionDeps(env: Env, now: Date): RetentionDeps {
  return {
    db: createDb(env.DB),
    mailer: createMailer(env),
    companyMailbox: env.CONTACT_INBOX,
    siteOrigin: env.SITE_ORIGIN,
    now,
    files: env.ATTACHMENTS,
    media: env.MEDIA,
  };
}
