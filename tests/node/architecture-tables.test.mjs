// docs/architecture.md's tables are checked against the code they describe, so they cannot fall
// behind it: the domains (the folders of app/ with both entries) in the layout table, the request
// diagram and the entries list; the floors against the imports the code really makes; the tables
// of each schema file; every file of workers/; the crons and the rate limits of wrangler.toml; and
// the README's counts of them. A domain, table, cron or limit added without its row fails here.
import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { test } from "node:test";
import ts from "typescript";
import { cronTriggers, domains, filesUnder, nodesOf, parse, rateLimits, read, root, tablesOf } from "./code-facts.mjs";

const doc = read("docs/architecture.md");

/** The text under a heading (`## Entries`, `### \`workers/\``), to the next heading of its level or above. */
function section(heading) {
  const start = doc.indexOf(`\n${heading}\n`);
  assert.ok(start >= 0, `docs/architecture.md has no “${heading}”`);
  const level = heading.indexOf(" ");
  const next = doc
    .slice(start + 1)
    .split("\n")
    .findIndex((line, i) => i > 0 && /^#+ /.test(line) && line.indexOf(" ") <= level);
  return doc
    .slice(start + 1)
    .split("\n")
    .slice(0, next < 0 ? undefined : next)
    .join("\n");
}

/** A table's rows, each as its cells' backticked names: `[["a", "b"], ["c"]]` per column. */
function tableRows(text) {
  return text
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => [...cell.matchAll(/`([^`]+)`/g)].map(([, name]) => name)),
    );
}

const sorted = (list) => [...list].sort();

test("the domains are the same in the layout table, the request diagram and the entries", () => {
  const all = domains();
  assert.ok(all.length >= 6, `only ${all.length} domains found`);
  const layout = tableRows(section("### `app/`")).map(([first]) => first[0]);
  assert.deepEqual(
    all.filter((domain) => !layout.includes(`${domain}/`)),
    [],
    "domains without their row in the `app/` table",
  );
  const diagram = /app\/<domain>\/: ([a-z, ]+);/.exec(doc);
  assert.ok(diagram, "the request diagram names the domains (app/<domain>/: …;)");
  assert.deepEqual(sorted(diagram[1].split(/,\s*/)), all, "the request diagram's domains");
  const entries = /A domain \(([^)]+)\) is used by others only\s+through its two entries/.exec(section("## Entries"));
  assert.ok(entries, "“Entries” names the domains");
  assert.deepEqual(sorted([...entries[1].matchAll(/`([^`]+)`/g)].map(([, d]) => d)), all, "the entries' domains");
});

/** The part of the tree a path belongs to: a folder of app/ (`accounts/`), a file at its top (`root.tsx`), or `workers/`. */
function unitOf(path) {
  if (path.startsWith("workers/")) return "workers/";
  const rest = path.slice("app/".length);
  return rest.includes("/") ? `${rest.split("/")[0]}/` : rest.replace(/\.(?:tsx?|css)$/, "");
}

/** The repository path an import leads to, or null for a package, a virtual module or a runtime one. */
function importedPath(from, specifier) {
  if (specifier.startsWith("~/")) return `app/${specifier.slice(2)}`;
  if (specifier.startsWith(".")) return normalize(join(dirname(from), specifier));
  return null;
}

/** Every import of a module (static, type-only, re-export, `import()`), as the specifiers it names. */
function importsOf(path) {
  const found = [];
  for (const node of nodesOf(parse(path))) {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      found.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0])
      found.push(node.arguments[0].text);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) found.push(node.argument.literal.text);
  }
  return found.filter((specifier) => typeof specifier === "string");
}

test("imports run down the floors of “Import rules”, never up or across", () => {
  const rules = section("## Import rules");
  const floors = [...rules.matchAll(/^\s+\d+\. (.+)$/gm)].map(([, line]) =>
    [...line.matchAll(/`([^`]+)`/g)].map(([, name]) => unitOf(name.startsWith("workers/") ? name : `app/${name}`)),
  );
  assert.ok(floors.length >= 6, `only ${floors.length} floors read`);
  const floorOf = new Map(floors.flatMap((units, i) => units.map((unit) => [unit, i + 1])));
  const tree = [
    ...readdirSync(join(root, "app"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || /\.tsx?$/.test(entry.name))
      .map((entry) => unitOf(`app/${entry.name}${entry.isDirectory() ? "/" : ""}`)),
    "workers/",
  ];
  assert.deepEqual(
    tree.filter((unit) => !floorOf.has(unit)),
    [],
    "parts of app/ on no floor",
  );
  assert.deepEqual(
    [...floorOf.keys()].filter((unit) => !tree.includes(unit)),
    [],
    "floors that name what is not in app/",
  );
  const files = [
    ...filesUnder("app", (name) => /\.tsx?$/.test(name)),
    ...filesUnder("workers", (name) => /\.ts$/.test(name) && !name.endsWith(".d.ts")),
  ];
  const upward = [];
  let edges = 0;
  for (const file of files) {
    const from = unitOf(file);
    for (const specifier of importsOf(file)) {
      const target = importedPath(file, specifier);
      if (!target?.startsWith("app/")) continue;
      const to = unitOf(target);
      if (to === from) continue;
      edges++;
      if (floorOf.get(to) >= floorOf.get(from)) upward.push(`${file} (${from}) imports ${specifier} (${to})`);
    }
  }
  assert.ok(edges > 500, `only ${edges} imports between parts found`);
  assert.deepEqual(upward, [], "imports that do not run down: move the code, or the floors");
});

test("“Tables” lists every table of every schema file", () => {
  const listed = Object.fromEntries(tableRows(section("### Tables")).map(([[file], tables]) => [file, sorted(tables)]));
  const schemas = filesUnder("app", (name) => name === "schema.server.ts");
  assert.ok(schemas.length >= 5, `only ${schemas.length} schema files found`);
  const actual = Object.fromEntries(schemas.map((file) => [file, tablesOf(file)]));
  assert.ok(Object.values(actual).flat().length > 25, "too few tables read: the check reads the schemas wrongly");
  assert.deepEqual(listed, actual);
});

test("the `workers/` table names every file of workers/", () => {
  const named = new Set();
  for (const [first, holds = []] of tableRows(section("### `workers/`"))) {
    for (const name of first) {
      named.add(`workers/${name}`);
      if (name.endsWith("/")) for (const file of holds) named.add(`workers/${name}${file}`);
    }
  }
  const files = filesUnder("workers", (name) => name.endsWith(".ts") && !name.endsWith(".d.ts"));
  assert.ok(files.length > 20, `only ${files.length} files found`);
  assert.deepEqual(
    files.filter((file) => !named.has(file)),
    [],
    "files of workers/ without a row (or a mention beside their folder's row)",
  );
});

/** workers/cron/schedule.ts's `CRON_JOBS`: each cron expression with the cron files it runs, in order. */
function scheduledJobs() {
  const path = "workers/cron/schedule.ts";
  const source = parse(path);
  const constants = new Map();
  const modules = new Map();
  let jobs = null;
  for (const node of nodesOf(source)) {
    if (ts.isImportDeclaration(node))
      for (const element of node.importClause?.namedBindings?.elements ?? [])
        modules.set(element.name.text, `${normalize(join(dirname(path), node.moduleSpecifier.text)).slice(8)}.ts`);
    if (ts.isVariableDeclaration(node) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) constants.set(node.name.text, node.initializer.text);
      if (node.name.text === "CRON_JOBS") jobs = node.initializer;
    }
  }
  assert.ok(jobs && ts.isObjectLiteralExpression(jobs), `${path} declares CRON_JOBS as an object`);
  return jobs.properties.map((property) => {
    const name = property.name;
    const cron = ts.isComputedPropertyName(name) ? constants.get(name.expression.text) : name.text;
    return { cron, files: property.initializer.elements.map((element) => modules.get(element.text)) };
  });
}

test("“Crons” is what wrangler.toml triggers and what each cron runs", () => {
  const rows = tableRows(section("### Crons")).map(([[cron], files]) => ({ cron, files }));
  const jobs = scheduledJobs();
  assert.ok(jobs.flatMap((job) => job.files).length >= 5, "too few cron jobs read from workers/cron/schedule.ts");
  assert.deepEqual(rows, jobs, "the table against workers/cron/schedule.ts (in order)");
  assert.deepEqual(sorted(cronTriggers()), sorted(jobs.map((job) => job.cron)), "wrangler.toml's [triggers]");
  assert.deepEqual(sorted(cronTriggers("production")), sorted(cronTriggers()), "[env.production.triggers]");
  const crons = filesUnder("workers/cron", (name) => name.endsWith(".ts")).map((file) => file.slice(8));
  assert.deepEqual(
    sorted(crons.filter((file) => file !== "cron/schedule.ts")),
    sorted(jobs.flatMap((job) => job.files)),
    "a file of workers/cron/ that no cron runs",
  );
  const diagram = doc.slice(doc.indexOf("## A request's path"), doc.indexOf("## Layout"));
  assert.deepEqual(
    crons.filter((file) => file !== "cron/schedule.ts" && !diagram.includes(`workers/${file}`)),
    [],
    "cron jobs missing from the request diagram",
  );
});

/** A binding's limit as the table says it: "20 a minute", or "20 per 10 seconds". */
const limitText = ({ limit, period }) => (period === "60" ? `${limit} a minute` : `${limit} per ${period} seconds`);

test("“Rate limits” names every [[ratelimits]] binding of wrangler.toml, with its limit", () => {
  const limits = rateLimits();
  assert.ok(limits.length >= 5, `only ${limits.length} rate limits read from wrangler.toml`);
  assert.deepEqual(rateLimits("production"), limits, "[[env.production.ratelimits]] against [[ratelimits]]");
  const rows = section("### Rate limits")
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) =>
      line
        .split("|")
        .slice(1, 3)
        .map((cell) => cell.trim()),
    );
  assert.deepEqual(
    sorted(rows.map(([name, limit]) => `${name.replaceAll("`", "")}: ${limit}`)),
    limits.map((binding) => `${binding.name}: ${limitText(binding)}`),
  );
});

const NUMBERS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

test("the README counts the rate limits and crons wrangler.toml has", () => {
  const readme = read("README.md").replace(/\s+/g, " ");
  const limits = /(\w+) `\[\[ratelimits\]\]`/.exec(readme);
  const crons = /(\w+) crons/.exec(readme);
  assert.ok(limits && crons, "the README says how many rate limits and crons there are");
  assert.equal(limits[1], NUMBERS[rateLimits().length], "rate limits");
  assert.equal(crons[1], NUMBERS[cronTriggers().length], "crons");
});
