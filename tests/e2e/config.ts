import { localStateDir } from "../../scripts/lib/local-d1.ts";

/** Ports and browser flags shared by the Playwright config, the server script and the audit. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
export const FAKE_SITEVERIFY_PORT = E2E_PORT + 1000;
/** The test server's local D1 (and other local state): fresh for every run of tests/e2e/serve.mjs. */
export const E2E_STATE_DIR = localStateDir(E2E_PORT);

// Flags measured on these machines: no sandbox as root, and no background traffic to the internet.
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * Tag of the tests that write to the test server's local D1 file from a process of their own (the
 * real `npm run admin:grant` script); playwright.config.ts runs them last, one at a time. SQL
 * sent through the test server (tests/e2e/local-d1.ts) needs no tag.
 */
export const WRITES_DB = "@writes-db";
/**
 * Tag of the tests that assert the site's totals (the subscriber page's counts), which tests of
 * other files change as they run alongside (a confirmation, an unsubscribe): they run last too.
 */
export const COUNTS_ALL = "@counts-all";
/** The tests the project "alone, last" runs after every other, one at a time. */
export const RUNS_ALONE = new RegExp(`${WRITES_DB}|${COUNTS_ALL}`);
