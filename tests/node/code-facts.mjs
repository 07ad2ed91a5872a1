// Facts read from the code for the docs checks (tests/node/*.test.mjs): the domains, the tables of
// each schema file, wrangler.toml's rate limits and crons, the words of a module. Read with the
// TypeScript parser or plain text, never by running the app.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

export const root = new URL("../../", import.meta.url).pathname;
export const read = (path) => readFileSync(join(root, path), "utf8");

/** Every file under `dir` (relative to the repository) whose name `keep` accepts, sorted. */
export function filesUnder(dir, keep) {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.includes("node_modules"))
    .sort();
}

/** The domains: the folders of app/ with both entries, index.ts and index.server.ts (docs/architecture.md, "Entries"). */
export function domains() {
  return readdirSync(join(root, "app"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter(
      (name) =>
        existsSync(join(root, "app", name, "index.ts")) && existsSync(join(root, "app", name, "index.server.ts")),
    )
    .sort();
}

/** A module parsed by TypeScript: the file at `path`, or `text` as if it were there. */
export function parse(path, text = read(path)) {
  const kind = path.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
}

/** Every node of a parsed file, depth first. */
export function* nodesOf(source) {
  const stack = [source];
  while (stack.length > 0) {
    const node = stack.pop();
    yield node;
    const children = [];
    ts.forEachChild(node, (child) => {
      children.push(child);
    });
    stack.push(...children.reverse());
  }
}

/** The SQL names of the tables a schema file declares with `sqliteTable("name", …)`. */
export function tablesOf(path) {
  const tables = [];
  for (const node of nodesOf(parse(path))) {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "sqliteTable" &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      tables.push(node.arguments[0].text);
    }
  }
  return tables.sort();
}

/**
 * wrangler.toml as a list of tables: `{ header, values }` for each `[x]` and `[[x]]`, the top
 * level first (header ""). Enough TOML for the docs checks: one-line keys, strings and arrays of strings.
 */
function wranglerTables() {
  const tables = [{ header: "", values: {} }];
  for (const raw of read("wrangler.toml").split("\n")) {
    const line = raw.replace(/\s+#.*$/, "").trim();
    if (line === "" || line.startsWith("#")) continue;
    const header = /^\[\[?([^\]]+)\]\]?$/.exec(line);
    if (header) {
      tables.push({ header: header[1].trim(), values: {} });
      continue;
    }
    const pair = /^([\w.-]+)\s*=\s*(.+)$/.exec(line);
    if (!pair) continue;
    const value = pair[2].trim();
    tables.at(-1).values[pair[1]] = value.startsWith("[")
      ? [...value.matchAll(/"([^"]*)"/g)].map(([, s]) => s)
      : value.replace(/^"(.*)"$/, "$1");
  }
  return tables;
}

/**
 * The `[[ratelimits]]` bindings, `{ name, limit, period }` (strings, as written), sorted by name:
 * the top level's (`env` null) or an environment's ("production").
 */
export function rateLimits(env = null) {
  const header = env ? `env.${env}.ratelimits` : "ratelimits";
  return wranglerTables()
    .filter((table) => table.header === header)
    .map(({ values }) => ({
      name: values.name,
      limit: /limit\s*=\s*(\d+)/.exec(values.simple ?? "")?.[1],
      period: /period\s*=\s*(\d+)/.exec(values.simple ?? "")?.[1],
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The cron expressions of `[triggers]` (or `[env.<env>.triggers]`). */
export function cronTriggers(env = null) {
  const header = env ? `env.${env}.triggers` : "triggers";
  return wranglerTables().find((table) => table.header === header)?.values.crons ?? [];
}

/** The lower-case words of an identifier or a string: `isNewsletterJob` → is, newsletter, job; "sign-in" → sign, in. */
export function wordsOf(text) {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/**
 * What a module names in its code, with the line: identifiers, string and template literals, JSX
 * text. Comments are not code: they may say which domain uses a piece of plumbing.
 */
export function namesIn(path, text = read(path)) {
  const source = parse(path, text);
  const found = [];
  for (const node of nodesOf(source)) {
    let text = null;
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) text = node.text;
    else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    )
      text = node.text;
    if (text) found.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
  }
  return found;
}
