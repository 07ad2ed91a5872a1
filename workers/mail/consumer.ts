import { createDb } from "../db/client";
import { createTransport } from "./mailer";
import { deliverMailBatch, type MailJob } from "./queue";

/** The Worker's queue() handler: MAIL_QUEUE's consumer, sending through the configured transport. */
export async function handleMailQueue(batch: MessageBatch<MailJob>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  // An unusable transport (e.g. the outbox in production) throws here: the whole batch is
  // retried by the platform and, if it is never fixed, dead-lettered rather than dropped.
  const transport = createTransport(env, db);
  await deliverMailBatch(batch, { transport, db, now: () => new Date() });
}
