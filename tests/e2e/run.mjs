// Entry for `npm run test:e2e`: finds a Chromium, makes sure the production build exists,
// then runs Playwright (which starts and stops the servers itself).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

function findChromium() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  for (const path of candidates) if (path && existsSync(path)) return path;
  try {
    const { chromium } = require("playwright-core");
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {}
  return null;
}

const chrome = findChromium();
if (!chrome) {
  console.error(
    "No Chromium found: install one (Debian: `apt-get install -y chromium`) or set CHROME_PATH to a Chrome/Chromium binary.",
  );
  process.exit(1);
}

if (!existsSync("build/server/index.js")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const playwright = require.resolve("@playwright/test/cli");
const result = spawnSync(process.execPath, [playwright, "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(result.status ?? 1);
