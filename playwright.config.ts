import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, E2E_PORT, FAKE_SITEVERIFY_PORT, RUNS_ALONE } from "./tests/e2e/config";
import { scaled } from "./tests/time-scale";

/**
 * Browser tests: Chromium against the PRODUCTION build served by `wrangler dev` on 127.0.0.1,
 * with a fresh local D1 and a local stand-in for Turnstile's siteverify. Start through
 * `npm run test:e2e` (tests/e2e/run.mjs finds Chromium and builds if needed).
 */
const browser = { ...devices["Desktop Chrome"], channel: undefined };
const SECOND_HOST = "**/booking-light.spec.ts";

export default defineConfig({
  testDir: "./tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous: the machine has 2 cores, and account flows hash passwords with scrypt; scaled
  // further on a loaded machine (tests/time-scale.ts).
  timeout: scaled(60_000),
  expect: { timeout: scaled(7_000) },
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A trace costs every test its snapshots; in CI a failure is retried once, with a trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH || undefined,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: "chromium", use: browser, grepInvert: RUNS_ALONE, testIgnore: SECOND_HOST },
    // The light booking pages' spec adds a second host taking bookings; booking.spec.ts's tests
    // (who hosts, a time just taken) expect one, so it runs once they have.
    { name: "booking, a second host", use: browser, testMatch: SECOND_HOST, dependencies: ["chromium"] },
    // Tests that write to the test server's local D1 file from a process of their own (the real
    // admin:grant script) run last and one at a time: such a write holds the SQLite file for a
    // moment, and a request of another test in flight then fails inside the app (a 503, as for any
    // D1 outage). SQL sent through the test server itself (tests/e2e/local-d1.ts) runs anywhere.
    // So do the tests that assert the site's totals, which other tests change as they run.
    {
      name: "alone, last",
      use: browser,
      grep: RUNS_ALONE,
      workers: 1,
      dependencies: ["chromium", "booking, a second host"],
    },
  ],
  webServer: [
    {
      command: `node tests/e2e/fake-siteverify.mjs ${FAKE_SITEVERIFY_PORT}`,
      url: `http://127.0.0.1:${FAKE_SITEVERIFY_PORT}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: "node tests/e2e/serve.mjs",
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
