import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import type { MailJob } from "~/platform/mail/queue.server";
import { hashToken } from "~/platform/tokens.server";
import worker from "../../build/server/index.js";
import { ORIGIN } from "./helpers";
import { fetchWithEnv } from "./worker-with";

/** `n` confirmed subscribers reader1@example.com … reader{n}@, confirmed in that order (one statement). */
export async function seedSubscribers(n: number, prefix = "reader"): Promise<void> {
  await env.DB.prepare(
    `with recursive k(i) as (select 1 union all select i + 1 from k where i < ?)
     insert into newsletter_subscribers (id, email, status, source, requested_at, confirmed_at)
     select 'sub-' || ? || i, ? || i || '@example.com', 'confirmed', 'blog', 1700000000000, 1700000000000 + i from k`,
  )
    .bind(n, prefix, prefix)
    .run();
}

/** Gives a subscriber a known unsubscribe link (as its welcome mail would have), and returns it. */
export async function unsubscribeLinkOf(email: string): Promise<string> {
  const token = `welcome-${email}`;
  await env.DB.prepare("update newsletter_subscribers set unsubscribe_token_hash = ? where email = ?")
    .bind(hashToken(token), email)
    .run();
  return `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** A MAIL_QUEUE that records each job with the delay it was queued with. */
export function recordingQueue() {
  const messages: Array<{ body: MailJob; delaySeconds: number }> = [];
  const queue = {
    async send(body: MailJob, options?: QueueSendOptions) {
      messages.push({ body, delaySeconds: options?.delaySeconds ?? 0 });
    },
    async sendBatch(batch: Iterable<MessageSendRequest<MailJob>>) {
      const list = [...batch];
      if (list.length > 100) throw new Error("sendBatch takes at most 100 messages");
      for (const m of list) messages.push({ body: m.body, delaySeconds: m.delaySeconds ?? 0 });
    },
  } as unknown as Queue<MailJob>;
  return { queue, messages };
}

/** A plain form post to the built Worker as `cookie`, with some bindings replaced (e.g. MAIL_QUEUE). */
export function postAs(path: string, fields: Record<string, string>, cookie: string, overrides: Partial<Env> = {}) {
  return fetchWithEnv(path, overrides, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      Cookie: cookie,
      "CF-Connecting-IP": "10.77.0.1",
    },
    body: new URLSearchParams(fields).toString(),
  });
}

export type SentMail = { to: string; subject: string; text: string; html: string; headers: Record<string, string> };

/**
 * Cloudflare Email Service as the `send_email` binding the consumer calls: records what it
 * accepted, and refuses when `fails(to)` says so (as an outage or a throttled send would).
 */
export function emailService(fails: (to: string) => boolean = () => false) {
  const accepted: SentMail[] = [];
  let refused = 0;
  const binding = {
    async send(message: SentMail) {
      if (fails(message.to)) {
        refused++;
        throw new Error("Email Service: temporarily unavailable");
      }
      accepted.push(message);
    },
  } as unknown as SendEmail;
  return { binding, accepted, refused: () => refused };
}

type Queued = { id: string; body: MailJob; attempts: number };

/**
 * Plays the queue: hands the built Worker's queue() batches of up to 10 messages (the consumer's
 * max_batch_size), puts retried messages back with one more attempt, until none is left.
 * `batches` lets a test change what happens around one delivery (redeliver it, run it twice).
 */
export async function drainQueue(
  jobs: MailJob[],
  email: SendEmail,
  around: (batch: Queued[], run: (b: Queued[]) => Promise<void>) => Promise<void> = (b, run) => run(b),
) {
  let next = 0;
  const waiting: Queued[] = jobs.map((body) => ({ id: `job-${next++}`, body, attempts: 1 }));
  let rounds = 0;
  const run = async (queued: Queued[]) => {
    const batch = createMessageBatch<MailJob>(
      "adrig-mail",
      queued.map((m) => ({ id: m.id, timestamp: new Date(), attempts: m.attempts, body: m.body })),
    );
    const ctx = createExecutionContext();
    await worker.queue(batch, { ...env, MAIL_TRANSPORT: "cloudflare", EMAIL: email }, ctx);
    const result = await getQueueResult(batch, ctx);
    for (const retried of result.retryMessages) {
      const m = queued.find((q) => q.id === retried.msgId)!;
      if (!waiting.some((w) => w.id === m.id)) waiting.push({ ...m, attempts: m.attempts + 1 });
    }
  };
  while (waiting.length > 0) {
    if (++rounds > 1000) throw new Error("the queue never drained");
    await around(waiting.splice(0, 10), run);
  }
}
