import { conversationMailQueue } from "~/conversations/index.server";
import { newsletterMailQueue } from "~/newsletter/index.server";
import { createDb } from "~/platform/db/client.server";
import { errorName, logEvent } from "~/platform/log.server";
import type { Mail, Mailer } from "~/platform/mail/mail.server";
import { type DomainJob, isDecoy, type MailJob } from "~/platform/mail/queue.server";
import { mailQueueRegistry, type QueueJobDeps } from "~/platform/mail/queue-registry.server";
import { createTransport } from "~/platform/mail/transports.server";

/**
 * Each domain's own kinds of queue job and what follows its sent mails, as the domain declares them
 * (app/platform/mail/queue-registry.server.ts): one entry per domain, so a new kind touches only its
 * domain. A kind claimed twice fails when the Worker loads.
 */
const registry = mailQueueRegistry([newsletterMailQueue, conversationMailQueue]);

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

/**
 * The consumer: each message is sent, then acknowledged; a failure is retried later with a
 * growing delay. A domain's job goes to the handler its kind names; once a mail that names an
 * after-sent handler went out, that handler runs (a contact notification stamps its message's
 * `notified_at`, so the daily cron re-queues only those that never did). Logs never carry the address.
 */
async function deliverMailBatch(batch: MessageBatch<MailJob>, deps: QueueJobDeps): Promise<void> {
  for (const message of batch.messages) {
    const job = message.body;
    if (isDecoy(job)) {
      // Nothing to send and nothing to log: the job only made the request cost what a mail costs.
      message.ack();
      continue;
    }
    if ("kind" in job) await runDomainJob(message, job, deps);
    else await sendMail(batch.queue, message, job.mail, deps);
  }
}

async function sendMail(queue: string, message: Message<MailJob>, mail: Mail, deps: QueueJobDeps): Promise<void> {
  try {
    await deps.transport.send(mail);
  } catch (err) {
    const last = message.attempts >= MAIL_MAX_ATTEMPTS;
    logEvent(last ? "error" : "warn", last ? "mail_dead_lettered" : "mail_send_failed", {
      queue,
      queueMessageId: message.id,
      attempt: message.attempts,
      error: errorName(err),
    });
    // On the last attempt this retry is what moves the message to the dead-letter queue.
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    return;
  }
  message.ack();
  if (!mail.afterSent) return;
  const after = registry.afterSent.get(mail.afterSent.kind);
  try {
    if (!after) throw new Error("No after-sent handler of this kind");
    await after.run(mail.afterSent.ref, deps, { id: message.id, attempt: message.attempts });
  } catch (err) {
    // The mail went out: this is only logged, never sent again.
    logEvent("warn", "mail_after_sent_failed", {
      kind: mail.afterSent.kind,
      queueMessageId: message.id,
      error: errorName(err),
    });
  }
}

/**
 * A job of a domain's own, run by the handler registered for its kind: acknowledged when it says
 * "done", retried with backoff when it says "retry", throws, or names a kind nobody registered
 * (that one ends in the dead-letter queue, where it can be read).
 */
async function runDomainJob(message: Message<MailJob>, job: DomainJob, deps: QueueJobDeps): Promise<void> {
  const handler = registry.jobs.get(job.kind);
  try {
    if (!handler) throw new Error("No queue job handler of this kind");
    const outcome = await handler.run(job, deps, { id: message.id, attempt: message.attempts });
    if (outcome === "done") {
      message.ack();
      return;
    }
  } catch (err) {
    logEvent("error", "mail_job_failed", {
      kind: job.kind,
      queueMessageId: message.id,
      attempt: message.attempts,
      error: errorName(err),
    });
  }
  message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
}
