import { spawnSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { signUpConfirmed } from "./accounts";
import { E2E_STATE_DIR } from "./config";
import { turnOnTwoStep } from "./two-step";

/**
 * Signs up and confirms in `page`, makes that account an admin the way docs/operations.md says
 * (`npm run admin:grant`, on the local D1 the test server uses, tests/e2e/serve.mjs), then turns on
 * two-step verification on /account, which the staff area requires.
 */
export async function signUpAdmin(page: Page) {
  const account = await signUpAdminWithPasswordOnly(page);
  return { ...account, ...(await turnOnTwoStep(page)) };
}

/** An admin whose session began with a password alone: the staff area keeps them out. */
export async function signUpAdminWithPasswordOnly(page: Page) {
  const account = await signUpConfirmed(page, "Staff Member");
  const run = spawnSync(process.execPath, ["scripts/admin-grant.mjs", account.email, "--persist-to", E2E_STATE_DIR], {
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`could not make the test account an admin:\n${run.stderr}`);
  return account;
}
