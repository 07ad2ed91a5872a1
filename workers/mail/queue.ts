import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { contactMessages } from "../db/schema";
import { errorName, logEvent } from "../observability/log";
import type { Mail, Mailer, RequestMailer } from "./mailer";

/**
 * Queued mail (DECISIONS "Contact messages"): a request only enqueues a mail on MAIL_QUEUE and
 * answers; this Worker's queue() handler sends it through the real transport, retrying with
 * exponential backoff. After MAIL_MAX_ATTEMPTS failed attempts Cloudflare moves the message to
 * the dead-letter queue `adrig-mail-dlq`, where it stays to be read (README "Runbook").
 *
 * A decoy job carries nothing and sends nothing: a mail-only request about an address with
 * nothing to mail queues one instead of a mail, so every address costs one enqueue and meets
 * the same answer when the queue refuses (no account enumeration through a 503).
 */
export type MailJob = { mail: Mail } | DecoyJob;
export type DecoyJob = { kind: "noop" };

/** Mail jobs have no `kind` (messages queued before decoys existed are still delivered). */
function isDecoy(job: MailJob): job is DecoyJob {
  return "kind" in job && job.kind === "noop";
}

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
export function queuedMailer(queue: Queue<MailJob>): RequestMailer {
  const enqueue = async (job: MailJob) => {
    try {
      await queue.send(job, { contentType: "json" });
    } catch (err) {
      throw new MailQueueUnavailableError(err);
    }
  };
  return {
    send: (mail) => enqueue({ mail }),
    sendDecoy: () => enqueue({ kind: "noop" }),
  };
}

/**
 * The one enqueue of a mail-only request (sign-up, forgot-password, resend, newsletter
 * subscribe), or of a mail that must not be lost (the newsletter welcome, the only carrier of
 * the first unsubscribe link): `mail`, or a decoy when the address has nothing to receive. It is awaited, so a
 * queue that refuses becomes a 503 (MailQueueUnavailableError) for every address alike. `undo`
 * takes back what the request wrote for the mail that never left (a link nobody received), so
 * a refused request leaves nothing half-done and asking again works. It runs on any refusal,
 * decoys included; its own failure is only logged (name only): the refusal is the answer.
 */
export async function queueMailOrDecoy(mailer: RequestMailer, mail: Mail | null, undo?: () => Promise<unknown>): Promise<void> {
  try {
    await (mail ? mailer.send(mail) : mailer.sendDecoy());
  } catch (err) {
    try {
      await undo?.();
    } catch (undoErr) {
      logEvent("error", "mail_refusal_undo_failed", { error: errorName(undoErr) });
    }
    throw err;
  }
}

export type DeliveryDeps = { transport: Mailer; db: Db; now: () => Date };

/**
 * The consumer: each message is sent, then acknowledged; a failure is retried later with a
 * growing delay. A contact notification that went out stamps its message's `notified_at`, so
 * the daily cron re-queues only those that never did. Logs never carry the address.
 */
export async function deliverMailBatch(batch: MessageBatch<MailJob>, deps: DeliveryDeps): Promise<void> {
  for (const message of batch.messages) {
    if (isDecoy(message.body)) {
      // Nothing to send and nothing to log: the job only made the request cost what a mail costs.
      message.ack();
      continue;
    }
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
