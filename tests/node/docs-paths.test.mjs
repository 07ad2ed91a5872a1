// The docs describe the tree as it is: every path of the repository they name exists
// (docs/testing.md, "Script tests: node --test").
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";

const root = new URL("../../", import.meta.url).pathname;
const TOP = /^(?:app|workers|scripts|tests|docs|migrations|public)\//;
/** A name with a placeholder or a pattern in it stands for many files, not one. */
const PATTERN = /[<*{…]/;

function markdownFiles(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? markdownFiles(join(dir, entry.name))
      : entry.name.endsWith(".md")
        ? [join(dir, entry.name)]
        : [],
  );
}

const exists = (path) => existsSync(join(root, path.replace(/[#:].*$/, "").replace(/\/$/, "")));

/** Every backticked repository path a document names, with the line it stands on. */
function namedPaths(text) {
  const found = [];
  text.split("\n").forEach((line, i) => {
    for (const [, path] of line.matchAll(/`([^`\s]+)`/g)) {
      if (TOP.test(path) && !PATTERN.test(path)) found.push({ path, line: i + 1 });
    }
  });
  return found;
}

/**
 * docs/architecture.md's layout tables name paths relative to their heading (`### \`app/\``):
 * the first column of each row, and the files listed beside a folder.
 */
function layoutTablePaths(text) {
  const found = [];
  let base = null;
  text.split("\n").forEach((line, i) => {
    const heading = /^#{2,4} `([^`]+\/)`\s*$/.exec(line);
    if (heading) base = heading[1];
    else if (/^#{1,4} /.test(line)) base = null;
    if (!base || !line.startsWith("| `")) return;
    const [first, holds = ""] = line.split("|").slice(1);
    for (const [, name] of first.matchAll(/`([^`\s]+)`/g)) {
      if (PATTERN.test(name)) continue;
      found.push({ path: base + name, line: i + 1 });
      // Files named beside a folder live in it ("`conversations/` | `intake.ts` (…), …").
      if (name.endsWith("/")) {
        for (const [, file] of holds.matchAll(/`([\w.-]+\.(?:ts|tsx|mjs|json))`/g)) {
          found.push({ path: base + name + file, line: i + 1 });
        }
      }
    }
  });
  return found;
}

test("every repository path the docs and the README name exists", () => {
  const missing = [];
  for (const file of [...markdownFiles("docs"), "README.md"]) {
    for (const { path, line } of namedPaths(readFileSync(join(root, file), "utf8"))) {
      if (!exists(path)) missing.push(`${file}:${line} ${path}`);
    }
  }
  assert.deepEqual(missing, []);
});

test("docs/architecture.md's layout tables name only what is in the tree", () => {
  const text = readFileSync(join(root, "docs/architecture.md"), "utf8");
  const named = layoutTablePaths(text);
  assert.ok(named.length > 40, `only ${named.length} paths found: the check reads the tables wrongly`);
  const missing = named
    .filter(({ path }) => !exists(path))
    .map(({ path, line }) => `docs/architecture.md:${line} ${path}`);
  assert.deepEqual(missing, []);
});
