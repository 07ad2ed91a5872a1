// The production build served locally for `npm run audit` and `npm run bench`: the same server
// as the browser tests (tests/e2e/serve.mjs: wrangler dev on 127.0.0.1 with a fresh local D1).
import { spawn, spawnSync } from "node:child_process";
import { localStateDir } from "./local-d1.ts";

/**
 * Builds (unless `skipBuild`; a failed build ends the process with its status), then starts the
 * server on `port`. `ready()` resolves once `/api/health` answers; `stop()` ends the server, which
 * also happens when the process exits. `stateDir` holds its local D1, for scripts that seed it.
 */
export function startPreviewServer({ port, skipBuild = false }) {
  if (!skipBuild) {
    const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["tests/e2e/serve.mjs"], {
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => server.kill("SIGTERM");
  process.on("exit", stop);
  return { base, stateDir: localStateDir(port), ready: () => waitForHealth(base), stop };
}

async function waitForHealth(base) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("The Worker did not start within 60 s.");
}
