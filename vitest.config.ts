import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { domainEntries } from "./scripts/build/domain-entries.ts";
import { contentPlugin } from "./scripts/content/vite-plugin.ts";
import { scaled } from "./tests/time-scale.ts";

/**
 * Vitest inside workerd. `main` is the production build (npm test builds first), so tests can
 * fetch real pages through SELF; server modules are imported from source and run against a real
 * local D1 with every migration applied (tests/worker/setup.ts resets it before each test).
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));
  return {
    plugins: [
      // As in the build: an import of a domain's entry loads only the modules it names, so a
      // server module a test imports does not load the entry's components into workerd.
      domainEntries(),
      contentPlugin(),
      cloudflareTest({
        main: "./build/server/index.js",
        wrangler: { configPath: "./build/server/wrangler.json" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            // A real (non-test) secret, so single-use and hostname checks run; siteverify itself
            // is faked at the fetch boundary in the tests.
            TURNSTILE_SECRET_KEY: "secret-for-the-fake-siteverify",
            TURNSTILE_VERIFY_URL: "https://siteverify.test/turnstile/v0/siteverify",
            // Faked at the fetch boundary where a test needs it; elsewhere it refuses at once,
            // which the check treats as "not breached".
            HIBP_RANGE_URL: "http://127.0.0.1:9/range/",
            // Newsletter jobs through the real queue arrive at once; the pacing test sets its own.
            NEWSLETTER_MAX_PER_MINUTE: "1000000",
          },
        },
      }),
    ],
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    test: {
      include: ["tests/worker/**/*.test.ts"],
      setupFiles: ["./tests/worker/setup.ts"],
      maxWorkers: 2,
      // Account tests hash with scrypt (about 140 ms each on this hardware) many times over; a
      // loaded 2-core machine needs more than the default 5 s.
      testTimeout: scaled(30_000),
      // Before each test: the last one's work settles (up to 30 s, tests/worker/settle.ts), then
      // the reset and every migration; the default 10 s was too short on a loaded machine.
      hookTimeout: scaled(60_000),
    },
  };
});
