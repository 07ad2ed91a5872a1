// The npm scripts that start a server on the built Worker: they serve the local D1 their own
// migration step writes to.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

const scripts = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).scripts;

test("`npm run preview` serves the local D1 that `db:migrate:local` migrates", () => {
  // `wrangler dev --config build/server/wrangler.json` keeps its state beside that file
  // (build/server/.wrangler) unless told otherwise; the migrations go to the project's
  // .wrangler/state, so without --persist-to every page that reads D1 answered 503.
  assert.match(scripts["db:migrate:local"], /wrangler d1 migrations apply DB --local$/);
  assert.match(scripts.preview, /npm run db:migrate:local && wrangler dev --config build\/server\/wrangler\.json /);
  assert.match(scripts.preview, / --persist-to \.wrangler\/state /);
});
