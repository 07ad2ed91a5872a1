// The chunk every content page loads besides its own modules (`enhance-shared`, made by
// scripts/build/root-chunk.ts from what the hydrated frame and the content pages' modules both
// import) stays small. A module the frame uses that a content module reaches too lands in it
// whole: when the booking rules took their date formatters from app/ui/format.ts (which the
// footer imported for its tel: link), all of format.ts went to every content page (0.75 -> 1.37
// KB gzip). Needs the build (`npm test` builds first).
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";
import { gzipSync } from "node:zlib";

const ASSETS = new URL("../../build/client/assets/", import.meta.url);
/** Drafts' forgetting at Sign Out and the form limits, about 0.75 KB gzip; room for a little more. */
const MAX_GZIP_BYTES = 1024;

test("the chunk every content page loads holds no date formatting and stays under 1 KB gzip", () => {
  assert.ok(existsSync(ASSETS), "no build/client/assets: run `npm run build` first");
  const chunks = readdirSync(ASSETS).filter((name) => /^enhance-shared-[\w-]+\.js$/.test(name));
  assert.equal(chunks.length, 1, `expected one enhance-shared chunk, found ${chunks.join(", ") || "none"}`);
  const code = readFileSync(new URL(chunks[0], ASSETS));
  assert.doesNotMatch(code.toString(), /Intl\.DateTimeFormat/);
  const size = gzipSync(code).length;
  assert.ok(size <= MAX_GZIP_BYTES, `${chunks[0]} is ${size} bytes gzip, over ${MAX_GZIP_BYTES}`);
});
