import { createDb } from "../db/client";
import { errorName, logEvent } from "../observability/log";
import { createTransport, type Mailer } from "./mailer";
import { deliverMailBatch, retryDelaySeconds, type MailJob } from "./queue";

/** The Worker's queue() handler: MAIL_QUEUE's consumer, sending through the configured transport. */
export async function handleMailQueue(batch: MessageBatch<MailJob>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  let transport: Mailer;
  try {
    transport = createTransport(env, db);
  } catch (err) {
    // An unusable transport (e.g. the outbox outside development) sends nothing: the batch
    // waits and, if the setting is never fixed, is dead-lettered rather than dropped.
    logEvent("error", "mail_transport_unusable", { queue: batch.queue, error: errorName(err) });
    batch.retryAll({ delaySeconds: retryDelaySeconds(batch.messages[0]?.attempts ?? 1) });
    return;
  }
  await deliverMailBatch(batch, { transport, db, now: () => new Date() });
}
