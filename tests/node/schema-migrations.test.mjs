// The schema and the committed migrations agree, and drizzle-kit can read the schema at all.
// drizzle-kit loads the schema files with its own loader, which knows no "~" alias, and it exits
// 0 even when a file fails to load; so an alias imported anywhere the schema reaches broke
// `npm run db:generate` (and the walk-throughs) while every other check stayed green.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";

const root = new URL("../../", import.meta.url).pathname;

test("drizzle-kit reads the schema and finds nothing the migrations do not already hold", async (t) => {
  // The project's own list of schema files (drizzle.config.ts), generated into a copy of the
  // migrations, so a drift never writes into the tree.
  const { default: config } = await import(join(root, "drizzle.config.ts"));
  const scratch = mkdtempSync(join(tmpdir(), "adrig-schema-"));
  t.after(() => rmSync(scratch, { recursive: true, force: true }));
  const out = join(scratch, "migrations");
  cpSync(join(root, "migrations"), out, { recursive: true });
  const before = readdirSync(out, { recursive: true }).map(String).sort();
  const configFile = join(scratch, "drizzle.config.mjs");
  const schema = config.schema.map((path) => join(root, path));
  writeFileSync(
    configFile,
    `export default ${JSON.stringify({ dialect: config.dialect, schema, out: "./migrations" })};\n`,
  );

  const result = spawnSync(
    process.execPath,
    [join(root, "node_modules/drizzle-kit/bin.cjs"), "generate", "--config", configFile],
    {
      // drizzle-kit reads `out` relative to where it runs.
      cwd: scratch,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
    },
  );
  const output = `${result.stdout}${result.stderr}`;
  assert.equal(result.status, 0, output);
  assert.doesNotMatch(output, /Error|Cannot find module/, output);
  assert.match(output, /No schema changes, nothing to migrate/, output);
  assert.deepEqual(readdirSync(out, { recursive: true }).map(String).sort(), before);
});
