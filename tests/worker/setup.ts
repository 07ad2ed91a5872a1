import { applyD1Migrations, env, reset } from "cloudflare:test";
import { afterEach, beforeEach, vi } from "vitest";

/**
 * Mail is written by the queue's consumer after the answer. Before the database is reset, wait
 * until the outbox has stopped changing, so a mail from one test never lands in the next one.
 */
async function drainDeferredMail() {
  let last = "";
  for (let waited = 0; waited < 1000; waited += 20) {
    const row = await env.DB.prepare("select count(*) as n, max(rowid) as last from mail_outbox")
      .first()
      .catch(() => null);
    const now = JSON.stringify(row);
    if (now === last) return;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
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

// Each test starts from an empty database with every migration applied.
beforeEach(async () => {
  await reset();
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  quietBreachCheck();
});

afterEach(async () => {
  await drainDeferredMail();
});
