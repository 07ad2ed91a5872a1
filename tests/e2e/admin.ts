import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Page } from "@playwright/test";
import { signUpConfirmed } from "./accounts";
import { E2E_PORT } from "./config";

const require = createRequire(import.meta.url);
const wrangler = join(dirname(require.resolve("wrangler/package.json")), "bin", "wrangler.js");

/**
 * Signs up and confirms in `page`, then gives that account the admin role the way the README
 * tells staff to (`wrangler d1 execute`), on the local D1 the test server uses (tests/e2e/serve.mjs).
 */
export async function signUpAdmin(page: Page) {
  const account = await signUpConfirmed(page, "Staff Member");
  if (!/^[a-z0-9.@-]+$/.test(account.email)) throw new Error("unexpected characters in a generated e-mail");
  const run = spawnSync(
    process.execPath,
    [
      wrangler, "d1", "execute", "DB", "--local",
      "--persist-to", `.wrangler/e2e-state-${E2E_PORT}`,
      "--command", `UPDATE users SET role = 'admin' WHERE email = '${account.email}';`,
    ],
    { encoding: "utf8", env: { ...process.env, CI: "true" } },
  );
  if (run.status !== 0) throw new Error(`could not make the test account an admin:\n${run.stderr}`);
  return account;
}
