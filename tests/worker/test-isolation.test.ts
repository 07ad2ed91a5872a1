import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import type { MailJob } from "~/platform/mail/queue.server";

/**
 * The emptying between tests (tests/worker/setup.ts; a file's first test has the whole reset, so
 * the second one here has the emptying) on a slow machine: the first test leaves a file in each
 * bucket and a page in the cache, with the storage asleep as after 10 idle seconds, and a mail the
 * queue delivers only after the test has ended; the second test, run next, finds none of them. Before, the
 * asleep buckets kept their files through the reset, and the mail landed in the next test's
 * outbox (the fuzz test of chunked bodies found 13 files of the upload fuzz before it).
 */

const DELIVERY_S = 1;
/** workerd evicts a Durable Object after 10 idle seconds (`evictAllDurableObjects()` does not do what idling does here). */
const ASLEEP_MS = 11_500;
let sentAt = 0;

const LEFT_PAGE = "http://example.com/__edge/left-behind";
const defaultCache = () => (caches as unknown as { default: Cache }).default;

it("leaves files in both buckets and a cached page, asleep, and a mail still in the queue", {
  timeout: 60_000,
}, async () => {
  await env.ATTACHMENTS.put("conversations/left/behind", "a file of the previous test");
  await env.MEDIA.put("left-behind.png", "an image of the previous test");
  await defaultCache().put(
    LEFT_PAGE,
    new Response("a page of the previous test", { headers: { "Cache-Control": "public, max-age=3600" } }),
  );
  await new Promise((resolve) => setTimeout(resolve, ASLEEP_MS));
  const job: MailJob = { mail: { to: "late@example.com", subject: "Late", text: "Late.", html: "<p>Late.</p>" } };
  await env.MAIL_QUEUE.send(job, { contentType: "json", delaySeconds: DELIVERY_S });
  sentAt = Date.now();
});

it("starts with empty buckets and cache, and the earlier test's mail never lands here", async () => {
  expect((await env.ATTACHMENTS.list()).objects).toEqual([]);
  expect((await env.MEDIA.list()).objects).toEqual([]);
  expect(await defaultCache().match(LEFT_PAGE)).toBeUndefined();
  // Past the time the mail would have been delivered, had it not been waited for before the reset.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, sentAt + DELIVERY_S * 1000 + 500 - Date.now())));
  const outbox = await env.DB.prepare("select count(*) as n from mail_outbox").first<{ n: number }>();
  expect(outbox?.n).toBe(0);
});
