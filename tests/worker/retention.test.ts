import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../build/server/index.js";
import builtConfig from "../../build/server/wrangler.json";

const wranglerConfig = builtConfig as unknown as BuiltWranglerConfig;

import type { MailJob } from "~/platform/mail/queue.server";
import { captureConsole, fakeMailQueue, mailIn } from "./ops-fakes";

afterEach(() => vi.restoreAllMocks());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 23, 21, 30);

async function run(sql: string, ...values: unknown[]) {
  await env.DB.prepare(sql)
    .bind(...values)
    .run();
}

async function ids(table: string, column = "id"): Promise<string[]> {
  const { results } = await env.DB.prepare(`select ${column} as id from ${table} order by ${column}`).all<{
    id: string;
  }>();
  return results.map((r) => r.id);
}

async function user(id: string, createdAt: number, confirmedAt: number | null) {
  await run(
    "insert into users (id, email, name, password_hash, email_verified_at, created_at, updated_at) values (?, ?, ?, 'scrypt$x', ?, ?, ?)",
    id,
    `${id}@example.com`,
    `Name ${id}`,
    confirmedAt,
    createdAt,
    createdAt,
  );
}

async function message(id: string, createdAt: number, notifiedAt: number | null) {
  await run(
    "insert into contact_messages (id, email, name, service, message, is_verified, created_at, notified_at) values (?, ?, ?, null, ?, 1, ?, ?)",
    id,
    `${id}@example.org`,
    `Sender ${id}`,
    `Message text of ${id}`,
    createdAt,
    notifiedAt,
  );
}

/** Rows on both sides of every cut-off. */
async function seed() {
  await user("confirmed-old", NOW - 90 * DAY, NOW - 89 * DAY);
  // Accounts created unconfirmed before pending sign-ups existed.
  await user("unconfirmed-8d", NOW - 8 * DAY, null);
  await user("unconfirmed-6d", NOW - 6 * DAY, null);
  const session = (id: string, expiresAt: number, createdAt: number, lastUsedAt: number | null) =>
    run(
      "insert into sessions (id, user_id, expires_at, created_at, last_used_at) values (?, 'confirmed-old', ?, ?, ?)",
      id,
      expiresAt,
      createdAt,
      lastUsedAt,
    );
  await session("session-expired", NOW - 1, NOW - 30 * DAY, NOW - HOUR);
  await session("session-idle-8d", NOW + 20 * DAY, NOW - 10 * DAY, NOW - 8 * DAY);
  await session("session-idle-6d", NOW + 20 * DAY, NOW - 10 * DAY, NOW - 6 * DAY);
  await session("session-live", NOW + HOUR, NOW - DAY, null);
  for (const [id, age] of [
    ["pending-8d", 8 * DAY],
    ["pending-6d", 6 * DAY],
  ] as const) {
    await run(
      "insert into pending_signups (id, email, name, password_hash, token_hash, expires_at, created_at) values (?, ?, 'Pending Person', 'scrypt$x', ?, ?, ?)",
      id,
      `${id}@example.com`,
      `hash-${id}`,
      NOW - age + DAY,
      NOW - age,
    );
  }
  for (const [hash, age] of [
    ["token-8d", 8 * DAY],
    ["token-6d", 6 * DAY],
  ] as const) {
    await run(
      "insert into email_tokens (token_hash, user_id, purpose, expires_at, created_at) values (?, 'confirmed-old', 'reset', ?, ?)",
      hash,
      NOW - age + HOUR,
      NOW - age,
    );
  }
  await run(
    "insert into used_captcha_tokens (token_hash, used_at) values ('captcha-25h', ?), ('captcha-23h', ?)",
    NOW - 25 * HOUR,
    NOW - 23 * HOUR,
  );
  const subscriber = (id: string, status: string, requestedAt: number) =>
    run(
      "insert into newsletter_subscribers (id, email, status, source, requested_at, created_at) values (?, ?, ?, 'blog', ?, ?)",
      id,
      `${id}@example.com`,
      status,
      requestedAt,
      requestedAt,
    );
  await subscriber("newsletter-pending-31d", "pending", NOW - 31 * DAY);
  await subscriber("newsletter-pending-29d", "pending", NOW - 29 * DAY);
  await subscriber("newsletter-confirmed-90d", "confirmed", NOW - 90 * DAY);
  // Two-step verification and known browsers of the confirmed account.
  await run(
    "insert into code_failures (user_id, failed_at) values ('confirmed-old', ?), ('confirmed-old', ?)",
    NOW - 25 * HOUR,
    NOW - 10 * 60 * 1000,
  );
  await run(
    "insert into login_challenges (id, user_id, expires_at, created_at) values ('challenge-expired', 'confirmed-old', ?, ?), ('challenge-live', 'confirmed-old', ?, ?)",
    NOW - 60 * 1000,
    NOW - 6 * 60 * 1000,
    NOW + 4 * 60 * 1000,
    NOW - 60 * 1000,
  );
  await run(
    "insert into spent_webauthn_challenges (challenge, expires_at) values ('passkey-expired', ?), ('passkey-live', ?)",
    NOW - 60 * 1000,
    NOW + 4 * 60 * 1000,
  );
  await run(
    "insert into known_devices (user_id, device_hash, last_seen_at) values ('confirmed-old', 'browser-31d', ?), ('confirmed-old', 'browser-29d', ?)",
    NOW - 31 * DAY,
    NOW - 29 * DAY,
  );
  await message("unsent-2d", NOW - 2 * DAY, null);
  await message("unsent-7h", NOW - 7 * HOUR, null);
  await message("in-flight-1h", NOW - HOUR, null);
  await message("sent", NOW - 3 * DAY, NOW - 3 * DAY);
}

async function cron(queue: Queue) {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: NOW, cron: "30 21 * * *" }),
    { ...env, MAIL_QUEUE: queue },
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

describe("daily retention (scheduled)", () => {
  it("runs daily from a cron trigger (beside the every-minute one of scheduled newsletter issues)", () => {
    expect(wranglerConfig.triggers.crons).toEqual(["30 21 * * *", "* * * * *"]);
  });

  it("deletes exactly what has expired, and re-queues the contact notifications that never went out", async () => {
    await seed();
    const { queue, jobs } = fakeMailQueue();
    const logs = captureConsole();
    await cron(queue);

    expect(await ids("sessions")).toEqual(["session-idle-6d", "session-live"]);
    expect(await ids("email_tokens", "token_hash")).toEqual(["token-6d"]);
    expect(await ids("pending_signups")).toEqual(["pending-6d"]);
    expect(await ids("users")).toEqual(["confirmed-old", "unconfirmed-6d"]);
    expect(await ids("used_captcha_tokens", "token_hash")).toEqual(["captcha-23h"]);
    expect(await ids("newsletter_subscribers")).toEqual(["newsletter-confirmed-90d", "newsletter-pending-29d"]);
    expect(await env.DB.prepare("select failed_at from code_failures").all()).toMatchObject({
      results: [{ failed_at: NOW - 10 * 60 * 1000 }],
    });
    expect(await ids("login_challenges")).toEqual(["challenge-live"]);
    expect(await ids("spent_webauthn_challenges", "challenge")).toEqual(["passkey-live"]);
    expect(await ids("known_devices", "device_hash")).toEqual(["browser-29d"]);
    // Messages are never deleted by retention.
    expect(await ids("contact_messages")).toEqual(["in-flight-1h", "sent", "unsent-2d", "unsent-7h"]);

    // Oldest first; the one still inside the queue's retry window is left alone.
    expect(jobs.map((j) => mailIn(j).afterSent)).toEqual([
      { kind: "conversation-notified", ref: "unsent-2d" },
      { kind: "conversation-notified", ref: "unsent-7h" },
    ]);
    const notification = mailIn(jobs[0]);
    expect(notification.to).toBe(env.CONTACT_INBOX);
    expect(notification.subject).toBe("New message from Sender unsent-2d");
    expect(notification.replyTo).toBe("unsent-2d@example.org");
    expect(notification.text).toContain("Message text of unsent-2d");
    expect(notification.text).toContain("Service: General Inquiry");
    expect(notification.text).toContain(`${env.SITE_ORIGIN}/admin/messages/unsent-2d`);

    // One summary line with counts only.
    const done = logs.events().find((e) => e.event === "retention_done");
    expect(done).toMatchObject({
      expired_sessions: 2,
      email_tokens: 1,
      unconfirmed_signups: 1,
      unconfirmed_accounts: 1,
      turnstile_tokens: 1,
      newsletter_pending: 1,
      code_failures: 1,
      login_challenges: 1,
      spent_webauthn_challenges: 1,
      known_devices: 1,
      requeued: 2,
    });
    expect(logs.lines.join("\n")).not.toMatch(/example\.(com|org)|Sender|Message text/);
  });

  it("once the consumer sent a notification it is stamped, and the next run queues it no more", async () => {
    await seed();
    const first = fakeMailQueue();
    await cron(first.queue);
    const batch = createMessageBatch<MailJob>(
      "adrig-mail",
      first.jobs.map((body, i) => ({ id: `n${i}`, timestamp: new Date(NOW), attempts: 1, body })),
    );
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["n0", "n1"]);
    const stamped = await env.DB.prepare(
      "select id from contact_messages where notified_at is not null order by id",
    ).all<{ id: string }>();
    expect(stamped.results.map((r) => r.id)).toEqual(["sent", "unsent-2d", "unsent-7h"]);
    const outbox = await env.DB.prepare(
      "select reply_to from mail_outbox where subject = 'New message from Sender unsent-7h'",
    ).first<{ reply_to: string }>();
    expect(outbox?.reply_to).toBe("unsent-7h@example.org");

    const second = fakeMailQueue();
    await cron(second.queue);
    expect(second.jobs).toEqual([]);
  });

  it("a queue that refuses leaves the messages unsent for the next run, and still cleans up", async () => {
    await seed();
    captureConsole();
    await cron(fakeMailQueue("refuse").queue);
    expect(await ids("sessions")).toEqual(["session-idle-6d", "session-live"]);
    const unsent = await env.DB.prepare("select count(*) as n from contact_messages where notified_at is null").first<{
      n: number;
    }>();
    expect(unsent?.n).toBe(3);
  });
});
