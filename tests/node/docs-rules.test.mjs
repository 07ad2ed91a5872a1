// The docs keep up with the code, and the repository speaks for itself (docs/testing.md, "What
// `npm test` runs"): every route of app/routes.ts is in docs/architecture.md's route table, every
// test file is in docs/testing.md, and no comment or doc points at a tracker, a work session or a
// person outside the repository: a rule is written out, or cites its record in docs/decisions/.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";

const root = new URL("../../", import.meta.url).pathname;
const read = (path) => readFileSync(join(root, path), "utf8");

function filesUnder(dir, keep) {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.includes("node_modules"))
    .sort();
}

/** Every URL pattern app/routes.ts declares ("/", "/admin/messages/:id", …), but the catch-all. */
async function routePaths() {
  const { default: routes } = await import(join(root, "app/routes.ts"));
  const paths = new Set();
  const walk = (list, prefix) => {
    for (const route of list) {
      const path = route.index ? prefix : [prefix, route.path].filter(Boolean).join("/");
      if (route.path !== "*") paths.add(`/${path}`);
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, "");
  return [...paths];
}

test("every route of app/routes.ts is in docs/architecture.md's route table", async () => {
  const text = read("docs/architecture.md");
  const section = text.slice(text.indexOf("\n## Routes"), text.indexOf("\n## ", text.indexOf("\n## Routes") + 1));
  const listed = new Set(
    section
      .split("\n")
      .filter((line) => line.startsWith("| "))
      .flatMap((line) => [...line.split("|")[1].matchAll(/`([^`]+)`/g)].map(([, path]) => path)),
  );
  const paths = await routePaths();
  assert.ok(paths.length > 40, `only ${paths.length} routes found: the check reads app/routes.ts wrongly`);
  assert.deepEqual(
    paths.filter((path) => !listed.has(path)),
    [],
    "routes missing from the table under docs/architecture.md's “## Routes”",
  );
});

test("every test file is in docs/testing.md", () => {
  const text = read("docs/testing.md");
  const tests = filesUnder("tests", (name) => /\.(?:test|spec)\.ts$|\.test\.mjs$/.test(name));
  assert.ok(tests.length > 50, `only ${tests.length} test files found`);
  const missing = tests.filter(
    (path) => !text.includes(`\`${path.split("/").pop()}\``) && !text.includes(`\`${path}\``),
  );
  assert.deepEqual(missing, [], "test files docs/testing.md does not name (in backticks)");
});

test("the README and docs/decisions/README.md list every decision record", () => {
  const records = filesUnder("docs/decisions", (name) => /^\d{3}-.+\.md$/.test(name));
  assert.ok(records.length > 25, `only ${records.length} decision records found`);
  const readme = read("README.md");
  const index = read("docs/decisions/README.md");
  const name = (path) => path.split("/").pop();
  assert.deepEqual(
    records.filter((path) => !readme.includes(`](${path})`)),
    [],
    "records the README's “Read more” does not link",
  );
  assert.deepEqual(
    records.filter((path) => !index.includes(`](${name(path)})`)),
    [],
    "records docs/decisions/README.md does not link",
  );
});

/**
 * What points outside the repository. Narrow on purpose: the newsletter's "issues" and a signed-in
 * "session" are product words, so only a number after them ("issue 48", "issue #12", "session
 * 17") counts, and not a duration ("a session 7 days old").
 */
const OUTSIDE = [
  /\bissues? #?\d+/i,
  /\bsessions? #?\d+\b(?!\s*(?:days?|hours?|minutes?|seconds?|ms|s)\b)/i,
  /\b(?:turn|wave) \d+\b/i,
  /\bitems? \d+(?: and \d+)?\)/i,
  /\bCEO\b/,
  /\b(?:per|asked by|ruled by|ruling of) the (?:lead|founder|owner|reviewer|manager|client)\b/i,
];

test("no comment, text or doc names an issue, a session or a person outside the repository", () => {
  const files = [
    ...["app", "workers", "scripts", "tests"].flatMap((dir) =>
      filesUnder(dir, (name) => /\.(?:ts|tsx|mjs|js|cjs|css)$/.test(name)),
    ),
    ...filesUnder("docs", (name) => name.endsWith(".md")),
    "README.md",
  ].filter((path) => path !== "tests/node/docs-rules.test.mjs");
  const hits = [];
  for (const file of files) {
    read(file)
      .split("\n")
      .forEach((line, i) => {
        const match = OUTSIDE.map((pattern) => pattern.exec(line)).find(Boolean);
        if (match) hits.push(`${file}:${i + 1}: “${match[0]}” in ${line.trim().slice(0, 120)}`);
      });
  }
  assert.ok(files.length > 300, `only ${files.length} files read`);
  assert.deepEqual(hits, [], `say the rule, or cite docs/decisions/NNN-*.md:\n${hits.join("\n")}`);
});
