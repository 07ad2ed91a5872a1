import { errorName, logEvent } from "~/platform/log.server";
import type { Mail, RequestMailer } from "./mail.server";

/**
 * Queued mail (docs/decisions/007-mail-queue.md): a request only enqueues a mail on MAIL_QUEUE and
 * answers; this Worker's queue() handler sends it through the real transport, retrying with
 * exponential backoff (workers/queue/mail-consumer.ts). What still fails is moved to the
 * dead-letter queue `adrig-mail-dlq`, where it stays to be read (docs/operations.md, "Runbook").
 *
 * A decoy job carries nothing and sends nothing: a mail-only request about an address with
 * nothing to mail queues one instead of a mail, so every address costs one enqueue and meets
 * the same answer when the queue refuses (no account enumeration through a 503).
 */
export type MailJob = { mail: Mail } | DecoyJob | DomainJob;
export type DecoyJob = { kind: "noop" };
/**
 * A job of a domain's own, told apart by its `kind`: the domain declares the job and its handler
 * (a `QueueJobHandler`), and the Worker's consumer finds the handler in the registry it composes
 * (workers/queue/mail-consumer.ts). A job carries references, never a list of addresses.
 */
export type DomainJob = { kind: string };

/** Mail jobs have no `kind` (messages queued before decoys existed are still delivered). */
export function isDecoy(job: MailJob): job is DecoyJob {
  return "kind" in job && job.kind === "noop";
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
export async function queueMailOrDecoy(
  mailer: RequestMailer,
  mail: Mail | null,
  undo?: () => Promise<unknown>,
): Promise<void> {
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

/** The Mailer for requests and the cron: mail goes onto MAIL_QUEUE and is sent by queue(). */
export function createMailer(env: Pick<Env, "MAIL_QUEUE">): RequestMailer {
  return queuedMailer(env.MAIL_QUEUE);
}
