// `npm run audit`: builds, serves the Worker locally (wrangler dev on 127.0.0.1), runs
// Lighthouse 13 (mobile, simulated throttling) over the pages in audit.config.json, prints a
// table and exits non-zero when a page misses its budget. Each page is measured RUNS times
// (AUDIT_RUNS, default 3) and each figure is judged on its median over the runs; the report of
// the run with the median TBT goes to reports/lighthouse/. A first, uncounted run warms Chromium
// and the Worker. Each run's CPU slowdown is calibrated to the machine as it was during that run
// (cpuMultiplier below).
// AUDIT_VERBOSE=1 prints every run with its long tasks.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { launch } from "chrome-launcher";
import { navigationGather } from "lighthouse/core/gather/navigation-runner.js";
import { Runner } from "lighthouse/core/runner.js";
import { parse as parseYaml } from "yaml";
import { seedBookingHost } from "./lib/bench-data.mjs";
import { signedInCookie } from "./lib/local-account.mjs";
import { startPreviewServer } from "./lib/preview-server.mjs";

const PORT = Number(process.env.AUDIT_PORT ?? 8790);
const REPORTS = "reports/lighthouse";
const config = JSON.parse(readFileSync("audit.config.json", "utf8"));
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));
// A top-level page marked `audit: true` in app/content/site.yml is measured with the default
// budgets without an entry here; audit.config.json lists the others and any page's own budget.
const sitePages = parseYaml(readFileSync("app/content/site.yml", "utf8")).pages ?? [];
const listed = new Set(config.pages.map((p) => p.path));
const allPages = [
  ...config.pages,
  ...sitePages.filter((p) => p.audit && !listed.has(p.path)).map((p) => ({ path: p.path })),
];
const only = process.argv.slice(2);
const pages = only.length ? allPages.filter((p) => only.includes(p.path)) : allPages;

const chromePath = [process.env.CHROME_PATH, "/usr/bin/chromium"].find((p) => p && existsSync(p));
if (!chromePath) {
  console.error("No Chromium found: install one (Debian: `apt-get install -y chromium`) or set CHROME_PATH.");
  process.exit(1);
}

const server = startPreviewServer({ port: PORT, skipBuild: Boolean(process.env.AUDIT_SKIP_BUILD) });
const BASE = server.base;

// React, React DOM, React Router and the bundler's entry and runtime: the part of every page's
// JavaScript that is the same for an empty app (vite.config.ts puts them in these chunks).
const FRAMEWORK_SCRIPT = /\/assets\/(?:framework|entry\.client|rolldown-runtime)-[\w-]+\.js$/;
// What makes a page an application: React and React Router's client. The bundler's runtime alone
// (under 1 KB) also comes with a content page's module that imports a CommonJS package, such as
// /login's passkey prompt.
const FRAMEWORK_CLIENT = /\/assets\/(?:framework|entry\.client)-[\w-]+\.js$/;

// Cloudflare's Turnstile widget (on /contact and /book, loaded once the form is near): its own
// script, named and left out of every budget (it is not ours to shrink).
const TURNSTILE = "https://challenges.cloudflare.com/";

/**
 * The CPU slowdown that makes this machine the phone Lighthouse simulates (a Moto G Power), from
 * the CPU benchmark Lighthouse runs at the start of every run. Lighthouse's fixed 4x assumes a
 * host that scores about 1,500; on a slower host it simulates a slower phone, on a faster one a
 * faster phone (this shared machine scored from 1,070 to 1,660 within minutes). This is
 * Lighthouse's own calibration (the "Calibrating multipliers" part of its throttling guide,
 * github.com/GoogleChrome/lighthouse, and the calculator it links to: 800 = 2x, 1,300 = 3x, then
 * +1x per 233). AUDIT_CPU_MULTIPLIER pins it (4 for Lighthouse's default).
 */
const PINNED_SLOWDOWN = Number(process.env.AUDIT_CPU_MULTIPLIER) > 0 ? Number(process.env.AUDIT_CPU_MULTIPLIER) : null;

function cpuMultiplier(benchmarkIndex) {
  if (PINNED_SLOWDOWN) return PINNED_SLOWDOWN;
  if (!(benchmarkIndex > 0)) return 4;
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + Math.max(0, benchmarkIndex - 150) / 650;
  return Math.round(multiplier * 10) / 10;
}

/**
 * One Lighthouse run (mobile, simulated throttling): it loads the page, then works out the
 * simulated metrics with the CPU slowdown its own benchmark calls for. Simulation applies the
 * slowdown only when it computes them, so the page loads once.
 */
async function lighthouse(url, flags) {
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, { flags });
  const { settings } = runnerOptions.resolvedConfig;
  settings.throttling = { ...settings.throttling, cpuSlowdownMultiplier: cpuMultiplier(artifacts.BenchmarkIndex) };
  return Runner.audit(artifacts, runnerOptions);
}

function scriptKb(lhr, filter = () => true) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = items.filter((r) => r.resourceType === "Script" && !r.url.startsWith(TURNSTILE) && filter(r.url));
  return scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
}

/**
 * The SEO score of a page kept out of search on purpose (`"noindex": true` in audit.config.json:
 * /login, /signup; docs/content.md): Lighthouse's own weighting over every SEO audit but
 * "is-crawlable", which such a page fails by design. That it does carry noindex is checked too.
 */
function seoWithoutCrawlable(lhr) {
  let sum = 0;
  let weights = 0;
  for (const ref of lhr.categories.seo?.auditRefs ?? []) {
    const score = lhr.audits[ref.id]?.score;
    if (ref.id === "is-crawlable" || !ref.weight || score == null) continue;
    sum += ref.weight * score;
    weights += ref.weight;
  }
  return weights ? Math.round((sum / weights) * 100) : 0;
}

function measure(lhr, page) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: page.noindex ? seoWithoutCrawlable(lhr) : score("seo"),
    indexable: lhr.audits["is-crawlable"]?.score === 1 ? 1 : 0,
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    jsKbGzip: Number(scriptKb(lhr).toFixed(1)),
    ownJsKb: Number(scriptKb(lhr, (url) => !FRAMEWORK_SCRIPT.test(new URL(url).pathname)).toFixed(1)),
    // A content page requests no framework script (docs/decisions/029-content-pages-without-the-framework.md).
    framework: scriptKb(lhr, (url) => FRAMEWORK_CLIENT.test(new URL(url).pathname)) > 0 ? 1 : 0,
  };
}

/**
 * A content page saved as a static file and served beside it by the same server (from the
 * build's client assets): the LCP the page is compared with. Its HTML is the page's own, as
 * the Worker sent it.
 */
const STATIC_DIR = "build/client/audit-static";
async function staticCopy(path) {
  const html = await (await fetch(`${BASE}${path}`)).text();
  const name = `${path === "/" ? "home" : path.slice(1).replace(/[^\w-]+/g, "_")}.html`;
  mkdirSync(STATIC_DIR, { recursive: true });
  writeFileSync(`${STATIC_DIR}/${name}`, html);
  return `/audit-static/${name}`;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The run's long tasks (simulated start and duration, ms) and what Lighthouse blames them on. */
function longTasks(lhr) {
  const items = lhr.audits["long-tasks"]?.details?.items ?? [];
  return items
    .map(
      (task) => `${Math.round(task.startTime)}+${Math.round(task.duration)} ${task.url.split("/").pop() || "document"}`,
    )
    .join(", ");
}

function failures(m, budget) {
  const out = [];
  for (const key of ["performance", "accessibility", "bestPractices", "seo"]) {
    if (budget[key] != null && m[key] < budget[key]) out.push(`${key} ${m[key]} < ${budget[key]}`);
  }
  if (budget.lcpMs != null && m.lcpMs > budget.lcpMs) out.push(`LCP ${m.lcpMs} ms > ${budget.lcpMs} ms`);
  if (budget.tbtMs != null && m.tbtMs > budget.tbtMs) out.push(`TBT ${m.tbtMs} ms > ${budget.tbtMs} ms`);
  if (budget.cls != null && m.cls > budget.cls) out.push(`CLS ${m.cls} > ${budget.cls}`);
  if (budget.jsKbGzip != null && m.jsKbGzip > budget.jsKbGzip) out.push(`JS ${m.jsKbGzip} KB > ${budget.jsKbGzip} KB`);
  if (budget.ownJsKbGzip != null && m.ownJsKb > budget.ownJsKbGzip)
    out.push(`our JS ${m.ownJsKb} KB > ${budget.ownJsKbGzip} KB`);
  return out;
}

try {
  await server.ready();
  // /book as a visitor finds it: a host taking bookings, so its month and times are on the page.
  const host = await signedInCookie(BASE, "Priya Raman");
  seedBookingHost(server.stateDir, host.email);
  mkdirSync(REPORTS, { recursive: true });
  const chrome = await launch({
    chromePath,
    // The browser in India, where most visitors are: /book then paints its times at once. A
    // visitor's first visit from another zone reloads once in theirs (decision 031), which
    // Lighthouse would take for a second navigation.
    envVars: { ...process.env, TZ: "Asia/Kolkata" },
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  const rows = [];
  const slowdowns = [];
  try {
    // One run that is not counted: a freshly started Chromium and Worker make the first page
    // measured pay for their own start (V8 contexts, compiled code, an empty edge cache).
    if (pages.length)
      await lighthouse(`${BASE}${pages[0].path}`, {
        port: chrome.port,
        logLevel: "error",
        onlyCategories: ["performance"],
      });
    for (const page of pages) {
      const run = () =>
        lighthouse(`${BASE}${page.path}`, {
          port: chrome.port,
          output: "html",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
      const results = [];
      let error = "no result";
      for (let i = 0; i < RUNS; i++) {
        // A Lighthouse runtime error (e.g. NO_NAVSTART on a busy machine) gets one more try.
        let result = await run();
        if (result?.lhr.runtimeError) result = await run();
        if (result && !result.lhr.runtimeError) {
          results.push(result);
          slowdowns.push(result.lhr.configSettings.throttling.cpuSlowdownMultiplier);
        } else error = result?.lhr.runtimeError?.code ?? error;
      }
      if (!results.length) {
        rows.push({ path: page.path, failed: [`Lighthouse error: ${error}`] });
        continue;
      }
      // Each figure is judged on its own median over the runs (a run with the median score can
      // still carry the slowest TBT); the report kept is the run with the median TBT.
      const runs = results.map((result) => ({ result, m: measure(result.lhr, page) }));
      const m = Object.fromEntries(Object.keys(runs[0].m).map((key) => [key, median(runs.map((run) => run.m[key]))]));
      if (process.env.AUDIT_VERBOSE)
        for (const run of runs) console.log(page.path, JSON.stringify(run.m), longTasks(run.result.lhr));
      const kept = [...runs].sort((a, b) => a.m.tbtMs - b.m.tbtMs)[Math.floor(runs.length / 2)];
      const name = page.path === "/" ? "home" : page.path.slice(1).replaceAll("/", "_");
      writeFileSync(`${REPORTS}/${name}.html`, kept.result.report);
      const content = m.framework === 0;
      const budget = { ...config.defaults, ...(content ? config.contentPages : {}), ...page.budget };
      const failed = failures(m, budget);
      if (page.noindex && m.indexable) failed.push("indexable, but listed as kept out of search");
      if (content && budget.lcpOverStaticFile != null) {
        // The same page as a static file, measured the same way: LCP within the allowed share of it.
        const copy = await staticCopy(page.path);
        const lcps = [];
        for (let i = 0; i < RUNS; i++) {
          const result = await lighthouse(`${BASE}${copy}`, {
            port: chrome.port,
            logLevel: "error",
            onlyCategories: ["performance"],
          });
          if (result && !result.lhr.runtimeError) lcps.push(result.lhr.audits["largest-contentful-paint"].numericValue);
        }
        m.staticLcpMs = lcps.length ? Math.round(median(lcps)) : undefined;
        const limit = m.staticLcpMs === undefined ? undefined : m.staticLcpMs * budget.lcpOverStaticFile;
        if (limit === undefined) failed.push("no LCP for the static copy");
        else if (m.lcpMs > limit)
          failed.push(`LCP ${m.lcpMs} ms > ${Math.round(limit)} ms (the static file's ${m.staticLcpMs} ms)`);
      }
      rows.push({ path: page.path, ...m, failed });
    }
  } finally {
    await chrome.kill();
  }
  console.log(
    "\npage | perf | a11y | best | seo | LCP ms | static file LCP ms | TBT ms | CLS | JS KB gz | of it ours | budget",
  );
  console.log("---|---|---|---|---|---|---|---|---|---|---|---");
  for (const r of rows) {
    if (r.performance === undefined) {
      console.log(`${r.path} | - | - | - | - | - | - | - | - | - | - | FAIL: ${r.failed.join("; ")}`);
      continue;
    }
    console.log(
      `${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo}${r.indexable ? "" : " (noindex)"} | ${r.lcpMs} | ${r.staticLcpMs ?? "-"} | ${r.tbtMs} | ${r.cls} | ${r.jsKbGzip} | ${r.ownJsKb} | ${r.failed.length ? `FAIL: ${r.failed.join("; ")}` : "ok"}`,
    );
  }
  console.log(
    `\nMedian of ${RUNS} Lighthouse runs per page, ${PINNED_SLOWDOWN ? `with the CPU slowdown pinned at ${PINNED_SLOWDOWN}x (AUDIT_CPU_MULTIPLIER)` : `each with the CPU slowdown its own benchmark of this machine called for (${slowdowns.length ? `${Math.min(...slowdowns)}x to ${Math.max(...slowdowns)}x; Lighthouse's default is 4x` : "none"})`}. "Of it ours": the page's scripts other than React, React DOM, React Router and the bundler's entry and runtime. Reports: ${REPORTS}/`,
  );
  process.exitCode = rows.some((r) => r.failed.length) ? 1 : 0;
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  rmSync(STATIC_DIR, { recursive: true, force: true });
  server.stop();
}
