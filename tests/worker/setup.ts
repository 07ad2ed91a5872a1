import { applyD1Migrations, env, reset } from "cloudflare:test";
import { afterEach, beforeEach, vi } from "vitest";
import { settleWorker, trackWorker } from "./settle";

/** How long a test's leftover work may take to finish (the Worker's, tests/worker/settle.ts). */
const SETTLE_MS = 30_000;

/**
 * `reset()` deletes the storage of the Durable Objects that are running, and miniflare keeps D1,
 * each R2 bucket and the cache in one each; one left idle for 10 s is evicted, and the reset then
 * leaves its data (a test's files were found by the next test that read the bucket). So every
 * storage is woken just before.
 */
async function wakeStorage(): Promise<void> {
  await Promise.all([
    env.DB.prepare("select 1").first(),
    env.ATTACHMENTS.head("wake"),
    env.MEDIA.head("wake"),
    (caches as unknown as { default: Cache }).default.match("http://wake.test/"),
  ]);
}

/**
 * The reset deletes every binding's storage; if anything survived it (work of the previous test
 * still writing while it ran, or a storage asleep), the test would start on another test's rows or files: say so here,
 * not as a puzzling failure later.
 */
async function expectEmptyStorage(): Promise<void> {
  const rows = await env.DB.prepare(
    "select (select count(*) from users) + (select count(*) from contact_messages) + (select count(*) from mail_outbox) as n",
  ).first<{ n: number }>();
  const files =
    (await env.ATTACHMENTS.list({ limit: 1 })).objects.length + (await env.MEDIA.list({ limit: 1 })).objects.length;
  if (rows?.n || files)
    throw new Error(`the reset left ${rows?.n} rows and ${files ? "some" : "no"} R2 objects behind`);
}

/**
 * Have I Been Pwned answers "not found" unless a test fakes it otherwise (tests/worker/fake-hibp.ts):
 * nothing leaves the machine, and the real client code still runs.
 */
function quietBreachCheck() {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url.startsWith(env.HIBP_RANGE_URL))
      return new Response("0000000000000000000000000000000000A:0\r\n", { status: 200 });
    return realFetch(input, init);
  });
}

trackWorker();

// Each test starts from an empty database and empty buckets, with every migration applied, once
// whatever the last test started has finished (a mail in the queue never lands in the next test).
beforeEach(async () => {
  await settleWorker(SETTLE_MS);
  await wakeStorage();
  await reset();
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await expectEmptyStorage();
  quietBreachCheck();
});

afterEach(async () => {
  await settleWorker(SETTLE_MS);
});
