// `npm run admin:grant` against a real local D1 (a fresh state directory with every migration).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { d1Execute, WRANGLER_BIN as wrangler } from "../../scripts/lib/local-d1.ts";

const state = mkdtempSync(join(tmpdir(), "admin-grant-"));
const env = { ...process.env, CI: "true" };

function run(args) {
  return spawnSync(process.execPath, args, { encoding: "utf8", env });
}

function sql(command) {
  const result = d1Execute(["--local", "--persist-to", state, "--json", "--command", command]);
  assert.equal(result.status, 0, result.stderr);
  return JSON.parse(result.stdout).flatMap((s) => s.results ?? []);
}

const grant = (...args) => run(["scripts/admin-grant.mjs", ...args, "--persist-to", state]);
const roleOf = (email) => sql(`select role from users where email = '${email}'`)[0]?.role;

before(() => {
  const migrate = run([wrangler, "d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
  assert.equal(migrate.status, 0, migrate.stderr);
  sql(
    "insert into users (id, email, name, password_hash, email_verified_at) values " +
      "('u1', 'staff@example.com', 'Staff', 'x', 1), ('u2', 'pending@example.com', 'Pending', 'x', null), ('u3', 'o''brien@example.com', 'Quote', 'x', 1)",
  );
});
after(() => rmSync(state, { recursive: true, force: true }));

test("grants the role to a confirmed account, whatever the case of the address", () => {
  const result = grant("  Staff@Example.com ");
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /staff@example\.com is now an admin in the local database/);
  assert.match(result.stdout, /needs a passkey or two-step verification: add one at \/account/);
  assert.equal(roleOf("staff@example.com"), "admin");
  assert.equal(roleOf("pending@example.com"), "user");
});

test("refuses an unconfirmed or unknown account and changes nothing", () => {
  for (const email of ["pending@example.com", "nobody@example.com"]) {
    const result = grant(email);
    assert.equal(result.status, 1);
    assert.match(result.stderr, /No confirmed account uses/);
  }
  assert.equal(roleOf("pending@example.com"), "user");
});

test("quotes the address safely", () => {
  const result = grant("o'brien@example.com");
  assert.equal(result.status, 0, result.stderr);
  assert.equal(roleOf("o''brien@example.com"), "admin");
  assert.deepEqual(sql("select count(*) as n from users where role = 'admin'"), [{ n: 2 }]);
});

test("refuses a missing or malformed address before touching the database", () => {
  assert.equal(run(["scripts/admin-grant.mjs"]).status, 2);
  const bad = run(["scripts/admin-grant.mjs", "x' or '1'='1"]);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /is not an e-mail address/);
});
