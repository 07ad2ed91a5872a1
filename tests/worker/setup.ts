import { applyD1Migrations, env, reset } from "cloudflare:test";
import { afterEach, beforeEach, vi } from "vitest";
import { settleWorker, takeLeftovers, trackWorker } from "./settle";
import { cacheKeysPut, forgetCacheKeys, trackCachePuts } from "./track-cache";

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

/** A table and the rows the migrations themselves write into it (the reports' `built_at`). */
type Table = { name: string; seeded: Array<Record<string, unknown>> };

/** The whole reset: every Durable Object's storage deleted (D1, buckets, cache, the queue's), then every migration. */
async function resetEverything(): Promise<Table[]> {
  await wakeStorage();
  await reset();
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  forgetCacheKeys();
  const names = await appTables();
  const rows = await env.DB.batch(names.map((name) => env.DB.prepare(`select * from "${name}"`)));
  return names.map((name, i) => ({ name, seeded: (rows[i]?.results ?? []) as Array<Record<string, unknown>> }));
}

/** Every table that holds rows of the app (FTS5 keeps its own tables behind `conversation_search`). */
async function appTables(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name != 'd1_migrations' and name not like 'conversation_search_%' order by name",
  ).all<{ name: string }>();
  return results.map((row) => row.name);
}

/** Whether D1 holds every migration, applied in order, and nothing else (a test may have reset it to an older one). */
async function everyMigrationApplied(tables: Table[]): Promise<boolean> {
  const applied = await env.DB.prepare("select name from d1_migrations order by id")
    .all<{ name: string }>()
    .then(({ results }) => results.map((row) => row.name))
    .catch(() => []);
  const all = env.TEST_MIGRATIONS.map((migration) => migration.name);
  const sameTables = (await appTables()).join() === tables.map((table) => table.name).join();
  return sameTables && applied.length === all.length && applied.every((name, i) => name === all[i]);
}

/**
 * The same storage as after the whole reset, in a few milliseconds rather than a few hundred:
 * in one batch (a transaction; foreign keys checked only at its end, so the order does not
 * matter) every table's rows and the autoincrement counters are deleted and the migrations' own
 * rows written again; then every object of both buckets and every page a test put in a cache
 * (track-cache.ts) are deleted. Each of these wakes the storage it asks, so none sleeps through it.
 */
async function emptyStorage(tables: Table[]): Promise<void> {
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = on"),
    ...tables.map(({ name }) => env.DB.prepare(`delete from "${name}"`)),
    env.DB.prepare("delete from sqlite_sequence where name != 'd1_migrations'"),
    ...tables.flatMap(({ name, seeded }) =>
      seeded.map((row) => {
        const columns = Object.keys(row);
        const values = columns.map(() => "?").join(", ");
        return env.DB.prepare(`insert into "${name}" ("${columns.join('", "')}") values (${values})`).bind(
          ...Object.values(row),
        );
      }),
    ),
  ]);
  await Promise.all([emptyBucket(env.ATTACHMENTS), emptyBucket(env.MEDIA)]);
  await Promise.all(cacheKeysPut().map(({ cache, url }) => cache.delete(url)));
  forgetCacheKeys();
}

async function emptyBucket(bucket: R2Bucket): Promise<void> {
  for (;;) {
    const { objects } = await bucket.list({ limit: 1000 });
    if (objects.length === 0) return;
    await bucket.delete(objects.map((object) => object.key));
  }
}

/**
 * Whatever the emptying did, if anything survived it (work of the previous test still writing
 * while it ran, or a storage asleep through a reset), the test would start on another test's rows,
 * files or pages: say so here, not as a puzzling failure later.
 */
async function expectEmptyStorage(tables: Table[]): Promise<void> {
  const counts = await env.DB.prepare(
    `select ${tables.map(({ name }) => `(select count(*) from "${name}") as "${name}"`).join(", ")}`,
  ).first<Record<string, number>>();
  const left = tables.filter(({ name, seeded }) => counts?.[name] !== seeded.length).map(({ name }) => name);
  const files =
    (await env.ATTACHMENTS.list({ limit: 1 })).objects.length + (await env.MEDIA.list({ limit: 1 })).objects.length;
  const pages = (await Promise.all(cacheKeysPut().map(({ cache, url }) => cache.match(url)))).filter(Boolean).length;
  if (left.length || files || pages)
    throw new Error(
      `the reset left rows in ${left.join(", ") || "no table"}, ${files ? "some" : "no"} R2 objects and ${pages} cached pages behind`,
    );
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
trackCachePuts();

/** The tables as the whole reset left them; none before a file's first test. */
let fresh: Table[] | undefined;

// Each test starts from an empty database and empty buckets and caches, with every migration
// applied, once whatever the last test started has finished (a mail in the queue never lands in
// the next test). The whole reset runs before a file's first test, and after a test whose work
// could still arrive later (a mail the queue will retry in a minute, work that did not settle) or
// that changed the migrations applied; between the others the rows are only deleted, which is
// many times faster (docs/testing.md, "Worker tests").
beforeEach(async () => {
  await settleWorker(SETTLE_MS);
  const whole = takeLeftovers() || !fresh || !(await everyMigrationApplied(fresh));
  if (whole || !fresh) fresh = await resetEverything();
  else await emptyStorage(fresh);
  await expectEmptyStorage(fresh);
  quietBreachCheck();
});

afterEach(async () => {
  await settleWorker(SETTLE_MS);
});
