// Serves the production build with `wrangler dev` on 127.0.0.1 for the browser tests:
// a fresh local D1 (migrations applied), and siteverify and the breach check pointed at the local fakes.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { WRANGLER_BIN as wrangler } from "../../scripts/lib/local-d1.ts";
import { E2E_PORT, E2E_STATE_DIR, FAKE_SITEVERIFY_PORT } from "./config.ts";

rmSync(E2E_STATE_DIR, { recursive: true, force: true });
const migrate = spawnSync(
  process.execPath,
  [wrangler, "d1", "migrations", "apply", "DB", "--local", "--persist-to", E2E_STATE_DIR],
  {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, CI: "true" },
  },
);
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const server = spawn(
  process.execPath,
  [
    wrangler,
    "dev",
    "--config",
    "build/server/wrangler.json",
    "--ip",
    "127.0.0.1",
    "--port",
    String(E2E_PORT),
    "--inspector-port",
    String(E2E_PORT + 2000),
    "--persist-to",
    E2E_STATE_DIR,
    "--var",
    `TURNSTILE_VERIFY_URL:http://127.0.0.1:${FAKE_SITEVERIFY_PORT}/siteverify`,
    "--var",
    `HIBP_RANGE_URL:http://127.0.0.1:${FAKE_SITEVERIFY_PORT}/range/`,
    // Not one of Cloudflare's test secrets, so the single-use and hostname checks run.
    "--var",
    "TURNSTILE_SECRET_KEY:secret-for-the-fake-siteverify",
    // `npm run bench:newsletter` measures sending without the production pace.
    ...(process.env.NEWSLETTER_MAX_PER_MINUTE
      ? ["--var", `NEWSLETTER_MAX_PER_MINUTE:${process.env.NEWSLETTER_MAX_PER_MINUTE}`]
      : []),
    "--log-level",
    "warn",
  ],
  // The local explorer API is how tests/e2e/local-d1.ts sends SQL through this server.
  { stdio: "inherit", env: { ...process.env, CI: "true", X_LOCAL_EXPLORER: "true" } },
);
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
