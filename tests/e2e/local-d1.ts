import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { expect } from "@playwright/test";
import { E2E_PORT } from "./config";

const require = createRequire(import.meta.url);
const wrangler = require.resolve("wrangler/package.json").replace(/package\.json$/, "bin/wrangler.js");

/**
 * SQL on the test server's local D1 (`wrangler d1 execute --local`), as staff or an outage would
 * leave the data. The running server holds the same SQLite file, so a write can meet
 * SQLITE_BUSY for a moment: it is tried again, up to five times.
 */
export function execLocalSql(sql: string) {
  let result = run(sql);
  for (let attempt = 1; attempt < 5 && result.status !== 0 && /SQLITE_BUSY|database is locked/.test(result.stderr); attempt++) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300 * attempt);
    result = run(sql);
  }
  expect(result.status, result.stderr).toBe(0);
}

function run(sql: string) {
  return spawnSync(process.execPath, [wrangler, "d1", "execute", "DB", "--local", "--persist-to", `.wrangler/e2e-state-${E2E_PORT}`, "--command", sql], {
    encoding: "utf8",
    env: { ...process.env, CI: "true" },
  });
}
