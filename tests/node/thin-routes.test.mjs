// Routes are thin (docs/architecture.md, "Layout"): a route module parses the request, calls its
// domain and renders its domain's components. So no file in app/routes/ opens the database itself
// (`createDb`: each domain's deps do, inside the request's one D1 session), reads a table through
// Drizzle or a domain's schema, or defines a React component of its own other than the ones React
// Router asks a route module for. Each hit is listed as `file:line`.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";

const root = new URL("../../", import.meta.url).pathname;
const ROUTES = "app/routes";

/** The components React Router takes from a route module by name; the default export is the page. */
const ROUTE_MODULE_COMPONENTS = new Set(["ErrorBoundary", "Layout", "HydrateFallback"]);

/**
 * Known exceptions, each with its reason: `file` and the rule it may break. Kept short: a new entry
 * needs a reason a reviewer accepts.
 */
/** @type {{ file: string, rule: string }[]} */
const ALLOWED = [];

const RULES = [
  { rule: "createDb", what: "opens the database (createDb): call the domain's deps", test: /\bcreateDb\s*\(/ },
  {
    rule: "drizzle",
    what: "imports drizzle-orm: queries belong to the domain",
    test: /\bfrom\s+["']drizzle-orm(?:\/[^"']*)?["']|import\(\s*["']drizzle-orm/,
  },
  {
    rule: "schema",
    what: "imports a schema.server file: tables belong to the domain",
    test: /\bfrom\s+["'][^"']*schema\.server["']|import\(\s*["'][^"']*schema\.server["']/,
  },
];

/** A component defined at the top of the module: `function Name(`, `const Name = (…) =>`, `const Name = function`, or one wrapped in memo/forwardRef. */
const COMPONENT =
  /^(export\s+)?(default\s+)?(?:async\s+)?function\s+([A-Z][A-Za-z0-9]*)\s*\(|^(export\s+)?const\s+([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)\s*(?::[^=]+)?=\s*(?:async\s*)?(?:\(|function\b|[a-z]\w*\s*=>|(?:React\.)?(?:memo|forwardRef)\s*\()/;

function routeFiles() {
  return readdirSync(join(root, ROUTES))
    .filter((name) => /\.(ts|tsx)$/.test(name))
    .sort();
}

function allowed(file, rule) {
  return ALLOWED.some((entry) => entry.file === file && entry.rule === rule);
}

/** Every hit in one route module's source, as `file:line what`. */
function thinRouteHits(file, source) {
  const hits = [];
  const lines = source.split("\n");
  lines.forEach((line, i) => {
    const where = `${ROUTES}/${file}:${i + 1}`;
    for (const { rule, what, test: pattern } of RULES) {
      if (pattern.test(line) && !allowed(file, rule)) hits.push(`${where} ${what}`);
    }
    const component = COMPONENT.exec(line);
    if (component) {
      const isDefault = Boolean(component[2]);
      const name = component[3] ?? component[5];
      if (!isDefault && !ROUTE_MODULE_COMPONENTS.has(name) && !allowed(file, `component:${name}`)) {
        hits.push(`${where} defines the component ${name}: move it to its domain's components`);
      }
    }
  });
  return hits;
}

test("no route module opens the database, reads a table or schema, or defines its own components", () => {
  const hits = routeFiles().flatMap((file) => thinRouteHits(file, readFileSync(join(root, ROUTES, file), "utf8")));
  assert.deepEqual(hits, [], `Routes are thin (docs/architecture.md):\n${hits.join("\n")}`);
});

test("the check sees each kind of break it is meant to catch", () => {
  const source = [
    'import { eq } from "drizzle-orm";',
    'import { users } from "~/accounts/schema.server";',
    "const db = createDb(env.DB);",
    "function Row({ item }) {",
    "const Cell = ({ value }) => <td>{value}</td>;",
    "export default function Page() {",
    "export function ErrorBoundary() {",
    "const HERE = '/admin';",
    'const SiteChrome = lazy(() => import("~/frame/site-chrome"));',
  ].join("\n");
  const hits = thinRouteHits("example.tsx", source);
  assert.deepEqual(
    hits.map((hit) => hit.split(" ")[0]),
    [1, 2, 3, 4, 5].map((line) => `${ROUTES}/example.tsx:${line}`),
  );
});

test("every allowed exception still exists (a stale entry is removed)", () => {
  for (const { file, rule } of ALLOWED) {
    const source = readFileSync(join(root, ROUTES, file), "utf8");
    const pattern = rule.startsWith("component:")
      ? new RegExp(`(function|const)\\s+${rule.slice("component:".length)}\\b`)
      : RULES.find((r) => r.rule === rule)?.test;
    assert.ok(pattern?.test(source), `${file} no longer breaks "${rule}": remove it from ALLOWED`);
  }
});
