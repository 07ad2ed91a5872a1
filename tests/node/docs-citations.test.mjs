// A comment or a doc that cites a section cites one that exists: `docs/x.md#anchor`, and
// `docs/x.md, "Heading"` or `docs/x.md ("Heading")`, in the code, the tests, the docs and the
// README. A heading renamed or a section dropped otherwise leaves a reader at a dead end; and a
// file the repository does not have (a note outside it) is no citation at all.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { test } from "node:test";
import { filesUnder, read, root } from "./code-facts.mjs";

/** A cited Markdown file, then an anchor, or a quoted heading after a comma or in parentheses. */
const CITATION =
  /([\w./-]*[A-Za-z][\w-]*\.md)(?:#([\w-]+)|,\s+(?:section\s+)?["“]([^"”\n(){};=]{2,80})["”]|\s+\(["“]([^"”\n(){};=]{2,80})["”]\))/g;

/** GitHub's anchor of a heading: lower case, punctuation but hyphens dropped, spaces as hyphens. */
const slug = (heading) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s/g, "-");

function headingsOf(path) {
  return read(path)
    .split("\n")
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#+\s*/, "").trim());
}

/** A cited heading is a heading, or the start of one ("Drafts" for "Drafts in the browser"). */
const names = (cited, heading) => {
  const [a, b] = [cited, heading].map((text) => text.replaceAll("`", "").trim());
  return b === a || b.startsWith(`${a} `) || b.startsWith(`${a}:`);
};

/** Each citation in `text` that leads nowhere. `from` is the citing file (docs cite relative to themselves). */
function deadCitations(from, text) {
  // Comments wrap: a citation may run over a line break and the next line's `*` or `//`.
  const joined = text.replace(/\n\s*(?:\*(?!\/)|\/\/)?\s*/g, " ");
  const dead = [];
  for (const [whole, file, anchor, ...quoted] of joined.matchAll(CITATION)) {
    const heading = quoted.find(Boolean);
    const candidates = [normalize(join(dirname(from), file)), normalize(file)];
    const target = candidates.find((path) => !path.startsWith("..") && existsSync(join(root, path)));
    if (!target) {
      dead.push(`${from}: ${whole} (no such file in the repository)`);
      continue;
    }
    const headings = headingsOf(target);
    if (anchor && !headings.some((h) => slug(h) === anchor)) dead.push(`${from}: ${whole} (no such anchor)`);
    if (heading && !headings.some((h) => names(heading, h))) dead.push(`${from}: ${whole} (no such heading)`);
  }
  return dead;
}

test("the check finds a citation of a missing heading, anchor or file, and passes a real one", () => {
  const sample = [
    '// Thin routes (docs/architecture.md, "Layout"); queued mail (docs/operations.md, "Runbook").',
    "/* The rule (docs/architecture.md,",
    ' * "No Such Heading"), [a link](docs/architecture.md#not-an-anchor) and NOTES.md, "Somewhere". */',
  ].join("\n");
  assert.deepEqual(deadCitations("app/sample.ts", sample), [
    'app/sample.ts: docs/architecture.md, "No Such Heading" (no such heading)',
    "app/sample.ts: docs/architecture.md#not-an-anchor (no such anchor)",
    'app/sample.ts: NOTES.md, "Somewhere" (no such file in the repository)',
  ]);
});

test("every section a comment, a test or a doc cites exists", () => {
  const files = [
    ...["app", "workers", "scripts", "tests"].flatMap((dir) =>
      filesUnder(dir, (name) => /\.(?:ts|tsx|mjs|cjs)$/.test(name)),
    ),
    ...filesUnder("docs", (name) => name.endsWith(".md")),
    "README.md",
    ".dependency-cruiser.cjs",
    "knip.config.ts",
    "vite.config.ts",
    "vitest.config.ts",
  ].filter((path) => path !== "tests/node/docs-citations.test.mjs");
  const citations = files.flatMap((file) => [
    ...read(file)
      .replace(/\n\s*(?:\*|\/\/)?\s*/g, " ")
      .matchAll(CITATION),
  ]);
  assert.ok(citations.length > 30, `only ${citations.length} citations found: the check reads them wrongly`);
  assert.deepEqual(
    files.flatMap((file) => deadCitations(file, read(file))),
    [],
  );
});
