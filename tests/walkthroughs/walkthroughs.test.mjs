// The walk-throughs of docs/architecture.md run (`npm run test:walkthroughs`, part of `npm test`):
// each patch in this folder is applied to a copy of the tree, the migration it needs is generated
// by drizzle-kit, and the copy must type-check, build and pass the worker tests each walk-through
// names (walkthroughs.mjs). So "Adding a field to the contact form" adds a real "Phone" to the
// contact form (form, schemas, column, mail, the staff's and the client's views, the data
// download) and "Adding a security change to /account" a real change behind "Confirm it's you",
// and a path that ignores the declared field list, or a walk-through the code outgrew, fails here.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, before, describe, test } from "node:test";
import { WALKTHROUGHS } from "./walkthroughs.mjs";

const root = new URL("../../", import.meta.url).pathname;
const here = new URL("./", import.meta.url).pathname;
let copy;

const runOptions = () => ({ cwd: copy, env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" } });

/** Runs a command in the copy; its output is shown only when it fails. */
function run(command, args) {
  const result = spawnSync(command, args, { ...runOptions(), encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  assert.equal(result.status, 0, `${command} ${args.join(" ")} failed:\n${output.slice(-6000)}`);
  return output;
}

/** As `run`, without holding the process: the type check runs beside the build and its tests. */
function runAlongside(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, runOptions());
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (status) => {
      try {
        assert.equal(status, 0, `${command} ${args.join(" ")} failed:\n${output.slice(-6000)}`);
        resolve(output);
      } catch (err) {
        reject(err);
      }
    });
  });
}

/** The working tree as git sees it (tracked and new files, nothing ignored), node_modules linked. */
function copyTree() {
  copy = mkdtempSync(join(tmpdir(), "adrig-walkthroughs-"));
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  assert.equal(listed.status, 0, listed.stderr);
  const files = listed.stdout.split("\0").filter((path) => path && existsSync(join(root, path)));
  assert.ok(files.length > 500, `only ${files.length} files listed`);
  for (const path of files) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    cpSync(join(root, path), join(copy, path));
  }
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
}

const migrations = () =>
  readdirSync(join(copy, "migrations"), { recursive: true })
    .map(String)
    .filter((name) => !name.endsWith("/"))
    .sort();

/** drizzle-kit writes the migration a walk-through needs, and only it: its SQL, its snapshot, the journal. */
function generateMigration(walk) {
  const journal = () => readFileSync(join(copy, "migrations/meta/_journal.json"), "utf8");
  const [filesBefore, journalBefore] = [migrations(), journal()];
  // drizzle-kit exits 0 even when the schema fails to load, so its output goes with the count.
  const output = run("npm", ["run", "db:generate", "--", "--name", walk.generated.name]);
  const added = migrations().filter((name) => !filesBefore.includes(name));
  assert.equal(added.length, 2, `drizzle-kit wrote [${added.join(", ")}]:\n${output.slice(-3000)}`);
  assert.match(added.find((name) => name.endsWith(".sql")) ?? "", new RegExp(`^\\d{4}_${walk.generated.name}\\.sql$`));
  assert.match(added.find((name) => name.startsWith("meta/")) ?? "", /^meta\/\d{4}_snapshot\.json$/);
  assert.notEqual(journal(), journalBefore, "the journal was not written");
}

// The walk-throughs made as the docs say: each patch applied, then what drizzle-kit generates.
before(() => {
  copyTree();
  for (const walk of WALKTHROUGHS) run("git", ["apply", "--whitespace=error-all", join(here, walk.patch)]);
  for (const walk of WALKTHROUGHS.filter((w) => w.generated)) generateMigration(walk);
});
after(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

// Built first, alone: the type check reads what the build writes (the Worker's wrangler.json).
// Then the type check and the worker tests are independent (neither writes what the other reads),
// so they run side by side, which on two cores saves most of the type check's time.
describe("with every walk-through", { concurrency: true }, () => {
  before(() => {
    run("npm", ["run", "build"]);
  });

  test("the tree type-checks", async () => {
    await runAlongside("npm", ["run", "typecheck"]);
  });

  test("the tree builds and passes each walk-through's worker tests", async () => {
    const files = [...new Set(WALKTHROUGHS.flatMap((walk) => walk.tests))];
    const output = await runAlongside("npx", ["vitest", "run", "--config", "vitest.config.ts", ...files]);
    // Every file ran and passed: a walk-through whose tests were skipped proves nothing.
    assert.match(output, new RegExp(`Test Files\\s+${files.length} passed \\(${files.length}\\)`));
  });
});
