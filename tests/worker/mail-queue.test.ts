import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../build/server/index.js";
import builtConfig from "../../build/server/wrangler.json";

const wranglerConfig = builtConfig as unknown as BuiltWranglerConfig;

import type { MailJob } from "~/platform/mail/queue.server";
import { mailQueueRegistry, type QueueJobHandler } from "~/platform/mail/queue-registry.server";
import { MAIL_MAX_ATTEMPTS } from "../../workers/queue/mail-consumer";
import { api, confirmedUser, count, lastMailTo } from "./auth-helpers";
import { ORIGIN } from "./helpers";
import { captureConsole, fakeMailQueue, mailIn, SAFE_PRODUCTION } from "./ops-fakes";
import { fetchWithEnv } from "./worker-with";

afterEach(() => vi.restoreAllMocks());

function post(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: ORIGIN,
      "CF-Connecting-IP": `10.9.${Math.floor(Math.random() * 250)}.1`,
      ...headers,
    },
    body: JSON.stringify(body),
  };
}

const signup = (email: string) =>
  post({
    name: "Queue Tester",
    email,
    password: "a fine passphrase",
    confirmPassword: "a fine passphrase",
  });

/** Runs the built Worker's queue() on one message, as delivery attempt `attempts`. */
async function deliver(job: MailJob, attempts: number, overrides: Partial<Env>) {
  const batch = createMessageBatch<MailJob>("adrig-mail", [
    { id: `msg-${attempts}`, timestamp: new Date(), attempts, body: job },
  ]);
  // The test batch records that a message was retried, not with which delay: watch the call.
  const retry = vi.spyOn(batch.messages[0]!, "retry");
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...overrides }, ctx);
  const result = await getQueueResult(batch, ctx);
  return { ...result, retryDelay: (retry.mock.calls[0]?.[0] as QueueRetryOptions | undefined)?.delaySeconds };
}

const failingEmail = () => {
  const send = vi.fn(async () => {
    throw new Error("Email Service: upstream unavailable for queue@example.com");
  });
  return { send, binding: { send } as unknown as SendEmail };
};

describe("queued mail", () => {
  it("mails through the real queue: the consumer writes the outbox after the answer", async () => {
    const { res } = await api("/api/auth/signup", {
      name: "Asha Raman",
      email: "q@example.com",
      password: "a fine passphrase",
      confirmPassword: "a fine passphrase",
    });
    expect(res.status).toBe(202);
    const mail = await lastMailTo("q@example.com");
    expect(mail?.subject).toBe("Confirm your ADRIG account");
  });

  it("a failing transport: sign-up answers 2xx, the mail is retried with backoff, then dead-lettered", async () => {
    const { queue, jobs } = fakeMailQueue();
    const res = await fetchWithEnv("/api/auth/signup", { MAIL_QUEUE: queue }, signup("queue@example.com"));
    expect(res.status).toBe(202);
    expect(jobs).toHaveLength(1);
    const job = jobs[0]!;

    const email = failingEmail();
    const logs = captureConsole();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      const result = await deliver(job, attempt, { MAIL_TRANSPORT: "cloudflare", EMAIL: email.binding });
      expect(result.explicitAcks).toEqual([]);
      expect(result.retryMessages).toHaveLength(1);
      delays.push(result.retryDelay!);
    }
    expect(email.send).toHaveBeenCalledTimes(MAIL_MAX_ATTEMPTS);
    // Exponential backoff, capped at an hour.
    expect(delays).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(delays.every((d, i) => i === 0 || d >= delays[i - 1]!)).toBe(true);

    // The last attempt's retry is what the platform turns into the dead-letter queue: the
    // consumer's limits must agree with ours, and the dead-letter queue must be configured.
    const consumer = wranglerConfig.queues.consumers.find((c) => c.queue === "adrig-mail")!;
    expect(consumer.max_retries + 1).toBe(MAIL_MAX_ATTEMPTS);
    expect(consumer.dead_letter_queue).toBe("adrig-mail-dlq");
    expect(wranglerConfig.queues.producers).toContainEqual({ binding: "MAIL_QUEUE", queue: "adrig-mail" });

    // One log line for the dead-lettered message, without the address or the mail's content.
    const events = logs.events();
    expect(events.filter((e) => e.event === "mail_send_failed")).toHaveLength(MAIL_MAX_ATTEMPTS - 1);
    const dead = events.filter((e) => e.event === "mail_dead_lettered");
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({ level: "error", queue: "adrig-mail", attempt: MAIL_MAX_ATTEMPTS });
    const all = logs.lines.join("\n");
    for (const secret of ["queue@example.com", "Queue Tester", "token=", mailIn(job).subject])
      expect(all).not.toContain(secret);
  });

  it("acknowledges a mail once the transport took it", async () => {
    const { queue, jobs } = fakeMailQueue();
    await fetchWithEnv("/api/auth/signup", { MAIL_QUEUE: queue }, signup("ok@example.com"));
    const sent: unknown[] = [];
    const result = await deliver(jobs[0]!, 1, {
      MAIL_TRANSPORT: "cloudflare",
      EMAIL: { send: async (m: unknown) => void sent.push(m) } as unknown as SendEmail,
    });
    expect(result.explicitAcks).toEqual(["msg-1"]);
    expect(result.retryMessages).toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it("never sends through the outbox outside development: the batch is retried, not dropped", async () => {
    const { queue, jobs } = fakeMailQueue();
    await fetchWithEnv("/api/auth/signup", { MAIL_QUEUE: queue }, signup("prod@example.com"));
    const result = await deliver(jobs[0]!, 1, { ...SAFE_PRODUCTION, MAIL_TRANSPORT: "outbox" });
    expect(result.retryBatch.retry).toBe(true);
    expect(result.explicitAcks).toEqual([]);
    expect(await count("mail_outbox")).toBe(0);
  });

  it("no awaited mail in the request path: a transport that never resolves does not hold the answer", async () => {
    const pending = vi.fn(() => new Promise<never>(() => {}));
    const stuck = { MAIL_TRANSPORT: "cloudflare", EMAIL: { send: pending } as unknown as SendEmail };
    await confirmedUser("known@example.com");
    const timeout = new Promise<"timed out">((resolve) => setTimeout(() => resolve("timed out"), 5000));
    const requests = [
      fetchWithEnv("/api/auth/signup", stuck, signup("fresh@example.com")),
      fetchWithEnv("/api/auth/signup", stuck, signup("known@example.com")),
      fetchWithEnv("/api/auth/password/forgot", stuck, post({ email: "known@example.com" })),
      fetchWithEnv("/api/auth/password/forgot", stuck, post({ email: "nobody@example.com" })),
      fetchWithEnv("/api/auth/confirm/resend", stuck, post({ email: "fresh@example.com" })),
    ];
    const answers = await Promise.race([Promise.all(requests), timeout]);
    expect(answers).not.toBe("timed out");
    const statuses = (answers as Response[]).map((r) => r.status);
    expect(statuses).toEqual([202, 202, 202, 202, 202]);
    // The request path never touched the transport: only the queue consumer does.
    expect(pending).not.toHaveBeenCalled();
  });

  // A queue that refuses: mail-refusal.test.ts.
});

describe("the queue's jobs are the domains' own, by registration", () => {
  const job = (kind: string): QueueJobHandler => ({ kind, run: async () => "done" });

  it("a kind registered twice, or the decoy's, is refused", () => {
    // Two domains claiming one kind, within a domain or across two.
    expect(() => mailQueueRegistry([{ jobs: [job("slice")] }, { jobs: [job("slice")] }])).toThrow(
      'The queue job kind "slice" has two handlers',
    );
    expect(() => mailQueueRegistry([{ jobs: [job("noop")] }])).toThrow('The queue job kind "noop" is reserved');
    const after = { kind: "stamp", run: async () => {} };
    expect(() => mailQueueRegistry([{ afterSent: [after, after] }])).toThrow(
      'The after-sent kind "stamp" has two handlers',
    );
  });

  it("a job of a kind nobody registered is retried, logged by its kind, and never acknowledged", async () => {
    const logs = captureConsole();
    const result = await deliver({ kind: "not-registered" }, 1, {});
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages).toHaveLength(1);
    expect(logs.events().find((e) => e.event === "mail_job_failed")).toMatchObject({
      kind: "not-registered",
      attempt: 1,
    });
  });
});
