// Routes have no text of their own (docs/architecture.md, "Where each kind of code goes"): every
// word a visitor can read is written once, in its domain (texts.ts, or a page's own *-text.ts
// module), in app/ui/ui-text.ts when several domains share it, or in the content YAML for the
// public site's pages. This reads each route module under app/routes/ with the TypeScript parser
// and lists every English text it finds written in it, as `file:line "text"`.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import ts from "typescript";

const root = new URL("../../", import.meta.url).pathname;

/** Props whose string is shown or read out to the visitor, whatever its length. */
const SHOWN_PROPS = new Set([
  "title",
  "description",
  "label",
  "heading",
  "intro",
  "placeholder",
  "alt",
  "aria-label",
  "aria-description",
  "busyLabel",
  "hint",
  "submitLabel",
  "pendingLabel",
  "confirm",
  "message",
]);

/** A word of two letters or more: what a JSX text or a shown prop needs to count as text. */
const WORD = /[A-Za-z]{2,}/;

/**
 * Words anywhere else: a capital letter first and two words or more ("Reply again", "Sent …, about
 * …."), which class names ("flex gap-2"), paths, headers ("Cache-Control"), log events
 * ("contact.sent") and intents never are.
 */
function isWords(text) {
  const words = text.trim().split(/\s+/);
  return /^[^A-Za-z]*[A-Z]/.test(text.trim()) && words.filter((word) => WORD.test(word)).length >= 2;
}

/** What the module passes to the runtime, never to a reader: an Error's message for the log. */
function isDeveloperText(node) {
  const parent = node.parent;
  return ts.isNewExpression(parent) && ts.isIdentifier(parent.expression) && parent.expression.text === "Error";
}

/** The prop or property the text is given to, through `a ? "…" : "…"`, `a ?? "…"` and parentheses. */
function propName(node) {
  let parent = node.parent;
  while (ts.isConditionalExpression(parent) || ts.isBinaryExpression(parent) || ts.isParenthesizedExpression(parent)) {
    node = parent;
    parent = node.parent;
  }
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) return parent.name.getText();
  if (ts.isJsxAttribute(parent)) return parent.name.getText();
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent)) return parent.parent.name.getText();
  // A page title handed straight to a meta helper: `staffMeta(args, "Team")`.
  if (ts.isCallExpression(parent) && parent.arguments.includes(node) && /Meta$/.test(parent.expression.getText())) {
    return "title";
  }
  return undefined;
}

/** Every text of one module a visitor could read, with its line. */
function textsIn(fileName, source) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const add = (node, text) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${fileName}:${line + 1} ${JSON.stringify(text.trim().replace(/\s+/g, " "))}`);
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxText(node)) {
      if (WORD.test(node.text)) add(node, node.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const shownProp = SHOWN_PROPS.has(propName(node) ?? "");
      if (!isDeveloperText(node) && ((shownProp && WORD.test(node.text)) || isWords(node.text))) {
        add(node, node.text);
      }
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      const text = parts.join(" … ");
      const shownProp = SHOWN_PROPS.has(propName(node) ?? "");
      if (!isDeveloperText(node) && ((shownProp && WORD.test(parts.join(" "))) || isWords(text))) {
        add(node, text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

test("no route module under app/routes/ writes a text of its own", () => {
  const dir = join(root, "app/routes");
  const files = readdirSync(dir).filter((name) => /\.tsx?$/.test(name));
  assert.ok(files.length > 40, `only ${files.length} route modules found`);
  const found = files.flatMap((name) => textsIn(`app/routes/${name}`, readFileSync(join(dir, name), "utf8")));
  assert.deepEqual(found, [], "texts written in route modules: move them to their domain's texts.ts");
});

test("the check finds a JSX text, a meta title and a toast's sentence, and passes what is no text", () => {
  const sample = [
    'export const meta = () => [{ title: "Reset password | ADRIG" }, { name: "description", content: "Choose a new password for your account." }];',
    'const toast = { kind: "success", title: "Saved" };',
    'export default function Page() { return <main className="mx-auto flex gap-2"><h1>Log in</h1><p>{text.intro} · {"Read this first, please"}</p><Link to="/account" aria-label="Your account" /></main>; }',
    'if (!id) throw new Error("Missing the conversation id");',
    'export const staffPageMeta = (args) => staffMeta(args, args.loaderData?.name ?? "Team");',
    'logEvent("contact.sent", { intent: "mark-read" });',
  ].join("\n");
  assert.deepEqual(
    textsIn("sample.tsx", sample).map((hit) => hit.replace(/^sample\.tsx:\d+ /, "")),
    [
      '"Reset password | ADRIG"',
      '"Choose a new password for your account."',
      '"Saved"',
      '"Log in"',
      '"Read this first, please"',
      '"Your account"',
      '"Team"',
    ],
  );
});
