import { markNotified } from "~/conversations/index.server";
import { deliverSlice } from "~/newsletter/index.server";
import type { Db } from "~/platform/db/client.server";
import { createDb } from "~/platform/db/client.server";
import { errorName, logEvent } from "~/platform/log.server";
import type { Mailer } from "~/platform/mail/mail.server";
import { isDecoy, isNewsletterJob, type MailJob, type NewsletterJob } from "~/platform/mail/queue.server";
import { createTransport } from "~/platform/mail/transports.server";

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

/** Must equal `max_retries + 1` of the consumer in wrangler.toml (a test holds them together). */
export const MAIL_MAX_ATTEMPTS = 8;

/** 1, 2, 4 … minutes, at most an hour: 8 attempts span about two hours of an outage. */
function retryDelaySeconds(attempt: number): number {
  return Math.min(60 * 2 ** (attempt - 1), 3600);
}

type ConsumerDeps = { transport: Mailer; db: Db; now: () => Date };

/**
 * The consumer: each message is sent, then acknowledged; a failure is retried later with a
 * growing delay. A contact notification that went out stamps its message's `notified_at`, so
 * the daily cron re-queues only those that never did. Logs never carry the address.
 */
async function deliverMailBatch(batch: MessageBatch<MailJob>, deps: ConsumerDeps): Promise<void> {
  for (const message of batch.messages) {
    if (isDecoy(message.body)) {
      // Nothing to send and nothing to log: the job only made the request cost what a mail costs.
      message.ack();
      continue;
    }
    if (isNewsletterJob(message.body)) {
      await deliverNewsletterJob(message, message.body, deps);
      continue;
    }
    const { mail } = message.body;
    try {
      await deps.transport.send(mail);
    } catch (err) {
      const last = message.attempts >= MAIL_MAX_ATTEMPTS;
      logEvent(last ? "error" : "warn", last ? "mail_dead_lettered" : "mail_send_failed", {
        queue: batch.queue,
        queueMessageId: message.id,
        attempt: message.attempts,
        error: errorName(err),
      });
      // On the last attempt this retry is what moves the message to the dead-letter queue.
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      continue;
    }
    message.ack();
    if (mail.conversationId) await stampNotified(deps, mail.conversationId, message.id);
  }
}

/**
 * A slice of a newsletter issue (app/newsletter/delivery.server.ts): acknowledged once every row
 * of it is done, retried with backoff while some wait for another try, and retried as well when
 * D1 itself failed (the rows stay pending, nothing was sent twice).
 */
async function deliverNewsletterJob(message: Message<MailJob>, job: NewsletterJob, deps: ConsumerDeps): Promise<void> {
  try {
    const outcome = await deliverSlice(deps, job);
    if (outcome.retrying > 0) message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    else message.ack();
  } catch (err) {
    logEvent("error", "newsletter_batch_failed", {
      issue: job.issueId,
      attempt: message.attempts,
      error: errorName(err),
    });
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
}

async function stampNotified(deps: ConsumerDeps, conversationId: string, queueMessageId: string): Promise<void> {
  try {
    await markNotified(deps.db, conversationId, deps.now());
  } catch (err) {
    // The mail went out; at worst the cron sends the notification a second time.
    logEvent("warn", "contact_notified_stamp_failed", { queueMessageId, error: errorName(err) });
  }
}
