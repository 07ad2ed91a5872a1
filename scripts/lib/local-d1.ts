import { type SpawnSyncReturns, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
/** Wrangler's CLI, run with this Node (the package does not export its bin path, so it is resolved from package.json). */
export const WRANGLER_BIN = join(dirname(require.resolve("wrangler/package.json")), "bin", "wrangler.js");
/**
 * The local state (D1 and the rest) of the server tests/e2e/serve.mjs starts on `port`: the
 * browser tests', the audit's and the bench's, each fresh for every start.
 */
export function localStateDir(port: number): string {
  return `.wrangler/e2e-state-${port}`;
}
const BUSY = /SQLITE_BUSY|database is locked/;

/**
 * `wrangler d1 execute DB <args>`. A running `npm run dev` or test server holds the same local
 * SQLite file, so a local write can meet SQLITE_BUSY for a moment: that answer, and only that,
 * is tried again, up to five times over about three seconds.
 */
export function d1Execute(args: string[]): SpawnSyncReturns<string> {
  const run = () =>
    spawnSync(process.execPath, [WRANGLER_BIN, "d1", "execute", "DB", ...args], {
      encoding: "utf8",
      env: { ...process.env, CI: "true" },
    });
  let result = run();
  for (let attempt = 1; attempt < 5 && result.status !== 0 && BUSY.test(result.stderr + result.stdout); attempt++) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300 * attempt);
    result = run();
  }
  return result;
}
