// The walk-throughs of docs/architecture.md ("Adding a field to the contact form", "Adding a
// security change to /account") list the files the change touches, and say "touches N files in M
// folders". Each walk-through is kept as a patch that `npm run test:walkthroughs` applies and runs
// (tests/walkthroughs/); this holds the docs to those patches: the files listed are exactly the
// patch's and what drizzle-kit generates for it, the counts are theirs, and each patch still
// applies to the tree as it is (so a change that outgrew a walk-through is seen at once).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { test } from "node:test";
import { folderOf, patchedFiles, WALKTHROUGHS } from "../walkthroughs/walkthroughs.mjs";
import { read, root } from "./code-facts.mjs";

/** The section of docs/architecture.md under `## <heading>`, to the next `## `. */
function section(heading) {
  const text = read("docs/architecture.md");
  const start = text.indexOf(`\n## ${heading}\n`);
  assert.ok(start >= 0, `docs/architecture.md has no “## ${heading}”`);
  const end = text.indexOf("\n## ", start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

/** The files a walk-through's numbered list names: the path at the start of each item. */
function listedFiles(text) {
  return [...text.matchAll(/^\d+\. `([^`]+)`/gm)].map(([, path]) => path);
}

for (const walk of WALKTHROUGHS) {
  test(`“${walk.heading}” lists exactly the files its walk-through touches, and counts them`, () => {
    const text = section(walk.heading);
    const listed = listedFiles(text);
    const touched = [...patchedFiles(read(`tests/walkthroughs/${walk.patch}`)), ...(walk.generated?.files ?? [])];
    assert.ok(touched.length > 0, `${walk.patch} changes no file`);
    assert.deepEqual(
      [...listed].sort(),
      [...touched].sort(),
      "the numbered list against the patch and what it generates",
    );
    const claim = /touches (\d+) files in (\d+) folders/.exec(text);
    assert.ok(claim, "the section says how many files in how many folders");
    assert.equal(Number(claim[1]), touched.length, "files");
    assert.equal(Number(claim[2]), new Set(touched.map(folderOf)).size, "folders");
  });

  test(`${walk.patch} still applies to the tree`, () => {
    const result = spawnSync("git", ["apply", "--check", join("tests/walkthroughs", walk.patch)], {
      cwd: root,
      encoding: "utf8",
    });
    assert.equal(result.status, 0, `renew it (tests/walkthroughs/walkthroughs.mjs says how):\n${result.stderr}`);
  });
}
