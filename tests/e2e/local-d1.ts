import { expect } from "@playwright/test";
import { E2E_PORT } from "./config";

/**
 * SQL on the test server's local D1, as staff or an outage would leave the data.
 *
 * It goes through the running `wrangler dev` itself: its local explorer API
 * (`/cdn-cgi/local/explorer/api`, on by default in local dev) hands the SQL to the same D1
 * Durable Object that serves the app. That object runs one query at a time, so such a write can
 * never hold the SQLite file while a request of the app needs it (a second process writing the
 * file, like `wrangler d1 execute`, can: the app's request then fails with a 503). Tests using
 * this run alongside the others. It also answers in milliseconds, where `wrangler d1 execute`
 * starts a whole local runtime for each statement.
 */
const EXPLORER = `http://127.0.0.1:${E2E_PORT}/cdn-cgi/local/explorer/api/d1/database`;

type Answer = {
  success: boolean;
  errors: unknown[];
  result?: { success: boolean; results: { columns: string[]; rows: unknown[][] } }[];
};

let databaseId: Promise<string> | undefined;

/** The id the explorer gives the app's `DB` binding (wrangler.toml's database_id). */
function localDatabaseId(): Promise<string> {
  databaseId ??= (async () => {
    const answer = (await (await fetch(EXPLORER)).json()) as { result: { name: string; uuid: string }[] };
    const db = answer.result.find((d) => d.name === "DB");
    if (!db) throw new Error(`the test server's explorer lists no DB: ${JSON.stringify(answer)}`);
    return db.uuid;
  })();
  return databaseId;
}

/**
 * Runs the statements in order, in one batch (one transaction), and returns each statement's
 * rows as objects.
 */
export async function execLocalSql(...statements: string[]): Promise<Record<string, unknown>[][]> {
  const res = await fetch(`${EXPLORER}/${await localDatabaseId()}/raw`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(
      statements.length === 1 ? { sql: statements[0] } : { batch: statements.map((sql) => ({ sql })) },
    ),
  });
  const answer = (await res.json()) as Answer;
  expect(res.ok && answer.success, `SQL on the test server's D1: ${JSON.stringify(answer.errors)}`).toBe(true);
  return (answer.result ?? []).map(({ results: { columns, rows } }) =>
    rows.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]]))),
  );
}
