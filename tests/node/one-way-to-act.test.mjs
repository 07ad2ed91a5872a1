// One way to write a form's action (docs/architecture.md, "A page's forms and its action"): each
// intent is declared once (`declareIntents`, app/ui/forms/intents.ts) beside its forms, which post
// it with `IntentInput` or `intentField`, and its handler sits in a table of
// app/platform/http/intents.server.ts that the route's action dispatches to. So:
// - no route module switches on a literal (`case "…"`) or compares an intent with one;
// - no module of app/ compares an intent with a literal (`intent === "…"`, `"…" !== body.intent`);
// - no browser module (a component, an enhance script) writes the intent field or a value for it by
//   hand (`name="intent"`, `intent="…"`, `intent: "…"`, `.set("intent", "…")`);
// - no route module is longer than ROUTE_MAX_LINES (its forms and handlers live in its domain).
// Each hit is listed as `file:line what`; the largest route is reported either way.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";

const root = new URL("../../", import.meta.url).pathname;
const ROUTES = "app/routes";
const ROUTE_MAX_LINES = 120;

const Q = "[\"'`]";

/** Only in app/routes/: a route's action tells its forms apart through its table, never by a switch. */
const ROUTE_RULES = [
  { what: 'switches on a literal (case "…"): use an intent table', test: new RegExp(`\\bcase\\s+${Q}`) },
];

/** Anywhere in app/: an intent is named by its declaration, never compared with a literal. */
const APP_RULES = [
  {
    what: "picks an answer by a literal intent: use its declaration",
    test: new RegExp(`\\banswerFor\\([^,]+,\\s*${Q}`),
  },
  {
    what: "compares an intent with a literal: use its declaration (declareIntents)",
    test: new RegExp(`(?<!typeof\\s+)\\bintent\\s*[!=]==?\\s*${Q}|${Q}\\s*[!=]==?\\s*(?:[\\w$]+\\??\\.)*intent\\b`),
  },
];

/** In browser modules (components, enhance scripts): the field and its value come from the declaration. */
const COMPONENT_RULES = [
  {
    what: 'writes the intent field by hand (name="intent"): use <IntentInput> or intentField()',
    test: new RegExp(`\\bname=\\{?\\s*${Q}intent${Q}`),
  },
  { what: "passes a literal intent: use its declaration", test: new RegExp(`\\bintent=\\{?\\s*${Q}`) },
  { what: "posts a literal intent: use its declaration", test: new RegExp(`\\bintent\\s*:\\s*${Q}`) },
  {
    what: "sets a literal intent: use its declaration",
    test: new RegExp(`\\.(?:set|append)\\(\\s*${Q}intent${Q}\\s*,\\s*${Q}|intentField\\(\\s*${Q}`),
  },
];

function filesUnder(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

const isRoute = (file) => file.startsWith(`${ROUTES}/`);
const isServer = (file) => /\.server\.tsx?$/.test(file);

/** Every hit of one module, as `file:line what`. */
function intentHits(file, source) {
  const rules = [
    ...APP_RULES,
    ...(isRoute(file) ? ROUTE_RULES : []),
    ...(isServer(file) || isRoute(file) ? [] : COMPONENT_RULES),
  ];
  const hits = [];
  source.split("\n").forEach((line, i) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) return; // a comment may quote the old way
    for (const { what, test: pattern } of rules) {
      if (pattern.test(line)) hits.push(`${file}:${i + 1} ${what}`);
    }
  });
  return hits;
}

/** A module's length as `wc -l` counts it. */
const lineCount = (source) => source.split("\n").length - (source.endsWith("\n") ? 1 : 0);

test("no route switches on an intent literal, and no module writes an intent value by hand", () => {
  const files = filesUnder("app");
  assert.ok(files.filter(isRoute).length > 40, "too few route modules found");
  const hits = files.flatMap((file) => intentHits(file, readFileSync(join(root, file), "utf8")));
  assert.deepEqual(hits, [], `Declare each intent once (docs/architecture.md):\n${hits.join("\n")}`);
});

test(`the largest route module is at most ${ROUTE_MAX_LINES} lines`, (t) => {
  const sizes = filesUnder(ROUTES)
    .map((file) => ({ file, lines: lineCount(readFileSync(join(root, file), "utf8")) }))
    .sort((a, b) => b.lines - a.lines);
  t.diagnostic(`largest route: ${sizes[0].file}, ${sizes[0].lines} lines`);
  const over = sizes.filter(({ lines }) => lines > ROUTE_MAX_LINES).map(({ file, lines }) => `${file}: ${lines} lines`);
  assert.deepEqual(over, [], `Routes stay thin (move forms and handlers to the domain):\n${over.join("\n")}`);
});

test("the check sees each kind of break it is meant to catch, and passes the declared way", () => {
  const route = [
    "switch (body.intent) {",
    '  case "reply":',
    'if (body.intent === "cancel") {}',
    "if ('claim-links' !== body?.intent) {}",
    'const answer = answerFor(actionData, "office-hours");',
    "return table.dispatch(ctx, body);",
    'const keep = ["intent", "start"];',
    'if (typeof intent === "string") {}',
    '// the old way was: case "reply"',
  ].join("\n");
  assert.deepEqual(
    intentHits(`${ROUTES}/example.tsx`, route).map((hit) => hit.split(" ")[0]),
    [2, 3, 4, 5].map((line) => `${ROUTES}/example.tsx:${line}`),
  );
  const component = [
    '<input type="hidden" name="intent" value="save" />',
    '<IssueAction intent="retry" label={text.retry} />',
    'post(region, { intent: "passkey", credential });',
    'form.set("intent", "code");',
    '<button {...intentField("delete")} type="submit" />',
    "<IntentInput intent={issueIntents.save} />",
    "answer={answerFor(answer, issueIntents.save)}",
    '<input type="hidden" name="id" value={reply.id} />',
    "post(region, { intent: signInIntents.passkey, credential });",
    'export const keptFields = { team: ["intent", "email"] };',
  ].join("\n");
  assert.deepEqual(
    intentHits("app/example/components/form.tsx", component).map((hit) => hit.split(" ")[0]),
    [1, 2, 3, 4, 5].map((line) => `app/example/components/form.tsx:${line}`),
  );
  // A domain's own code may switch on its kinds; a server module may echo `intent` in its values.
  assert.deepEqual(
    intentHits("app/example/kinds.server.ts", 'switch (kind) { case "passkey-added": }\nvalues: { intent: "x" }'),
    [],
  );
});
