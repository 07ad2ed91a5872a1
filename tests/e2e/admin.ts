import { spawnSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { signUpConfirmed } from "./accounts";
import { E2E_STATE_DIR } from "./config";
import { execLocalSql } from "./local-d1";
import { expect } from "./support";
import { turnOnTwoStep } from "./two-step";

/**
 * Signs up and confirms in `page`, makes that account an admin with the statement
 * `npm run admin:grant` runs (sent through the test server, tests/e2e/local-d1.ts, so the test
 * can run alongside the others), then turns on two-step verification on /account, which the
 * staff area requires.
 */
export async function signUpAdmin(page: Page, name = "Staff Member") {
  const account = await signUpConfirmed(page, name);
  await grantAdminInTestServer(account.email);
  return { ...account, ...(await turnOnTwoStep(page)) };
}

/**
 * scripts/admin-grant.mjs's statement (only a confirmed account can become an admin), through
 * the test server's own D1.
 */
async function grantAdminInTestServer(email: string) {
  const [granted] = await execLocalSql(
    `UPDATE users SET role = 'admin', updated_at = unixepoch('subsec') * 1000 WHERE email = '${email.replaceAll("'", "''")}' AND email_verified_at IS NOT NULL RETURNING email;`,
  );
  expect(granted, `could not make ${email} an admin`).toEqual([{ email }]);
}

/**
 * An admin whose session began with a password alone: the staff area keeps them out. Made the
 * way docs/operations.md says, with the real `npm run admin:grant` script on the local D1 the
 * test server uses (tests/e2e/serve.mjs). The script writes the SQLite file from a process of
 * its own, so a test using this is tagged WRITES_DB and runs when nothing else does.
 */
export async function signUpAdminWithPasswordOnly(page: Page) {
  const account = await signUpConfirmed(page, "Staff Member");
  const run = spawnSync(process.execPath, ["scripts/admin-grant.mjs", account.email, "--persist-to", E2E_STATE_DIR], {
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`could not make the test account an admin:\n${run.stderr}`);
  return account;
}
