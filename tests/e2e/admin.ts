import { spawnSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { signUpConfirmed } from "./accounts";
import { E2E_PORT } from "./config";

/**
 * Signs up and confirms in `page`, then makes that account an admin the way the README says
 * (`npm run admin:grant`), on the local D1 the test server uses (tests/e2e/serve.mjs).
 */
export async function signUpAdmin(page: Page) {
  const account = await signUpConfirmed(page, "Staff Member");
  const run = spawnSync(process.execPath, ["scripts/admin-grant.mjs", account.email, "--persist-to", `.wrangler/e2e-state-${E2E_PORT}`], {
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`could not make the test account an admin:\n${run.stderr}`);
  return account;
}
