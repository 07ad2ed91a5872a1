import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { contactMessages } from "../db/schema";
import { errorName, logEvent } from "../observability/log";
import type { Mail, Mailer } from "./mailer";

/**
 * Queued mail (DECISIONS "Contact messages"): a request only enqueues a mail on MAIL_QUEUE and
 * answers; this Worker's queue() handler sends it through the real transport, retrying with
 * exponential backoff. After MAIL_MAX_ATTEMPTS failed attempts Cloudflare moves the message to
 * the dead-letter queue `adrig-mail-dlq`, where it stays to be read (README "Runbook").
 */
export type MailJob = { mail: Mail };

/** Must equal `max_retries + 1` of the consumer in wrangler.toml (a test holds them together). */
export const MAIL_MAX_ATTEMPTS = 8;

/** 1, 2, 4 … minutes, at most an hour: 8 attempts span about two hours of an outage. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(60 * 2 ** (attempt - 1), 3600);
}

/** The queue refused the mail: nothing was sent and nothing will be. Mail-only actions answer 503. */
export class MailQueueUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The mail queue refused the message.", { cause });
    this.name = "MailQueueUnavailableError";
  }
}

/** The Mailer the app uses: `send` resolves once the mail is queued, never waits for delivery. */
export function queuedMailer(queue: Queue<MailJob>): Mailer {
  return {
    async send(mail) {
      try {
        await queue.send({ mail }, { contentType: "json" });
      } catch (err) {
        throw new MailQueueUnavailableError(err);
      }
    },
  };
}

export type DeliveryDeps = { transport: Mailer; db: Db; now: () => Date };

/**
 * The consumer: each message is sent, then acknowledged; a failure is retried later with a
 * growing delay. A contact notification that went out stamps its message's `notified_at`, so
 * the daily cron re-queues only those that never did. Logs never carry the address.
 */
export async function deliverMailBatch(batch: MessageBatch<MailJob>, deps: DeliveryDeps): Promise<void> {
  for (const message of batch.messages) {
    const { mail } = message.body;
    try {
      await deps.transport.send(mail);
    } catch (err) {
      const last = message.attempts >= MAIL_MAX_ATTEMPTS;
      logEvent(last ? "error" : "warn", last ? "mail_dead_lettered" : "mail_send_failed", {
        queue: batch.queue,
        messageId: message.id,
        attempt: message.attempts,
        error: errorName(err),
      });
      // On the last attempt this retry is what moves the message to the dead-letter queue.
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      continue;
    }
    message.ack();
    if (mail.contactMessageId) await markNotified(deps, mail.contactMessageId, message.id);
  }
}

async function markNotified(deps: DeliveryDeps, contactMessageId: string, messageId: string): Promise<void> {
  try {
    await deps.db.update(contactMessages).set({ notifiedAt: deps.now() }).where(eq(contactMessages.id, contactMessageId));
  } catch (err) {
    // The mail went out; at worst the cron sends the notification a second time.
    logEvent("warn", "contact_notified_stamp_failed", { messageId, error: errorName(err) });
  }
}
