// `npm run bench`: serves the production build locally (wrangler dev on 127.0.0.1, the same
// server as the browser tests), then measures requests per second and p50/p99 latency with
// autocannon at 20 connections: a static asset, `/`, a sub-service page (both from the edge
// cache after the warm-up) and, for comparison, a page for a signed-in person (never cached).
// Each page's throughput is printed as a ratio to the static asset's. Goal: ratio >= 0.5 and
// p99 <= 50 ms for the cached pages. Set BENCH_SKIP_BUILD=1 to reuse build/.
import autocannon from "autocannon";
import { signedInCookie } from "./lib/local-account.mjs";
import { startPreviewServer } from "./lib/preview-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8818);
const CONNECTIONS = 20;
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const GOAL = { ratio: 0.5, p99Ms: 50 };

const server = startPreviewServer({ port: PORT, skipBuild: Boolean(process.env.BENCH_SKIP_BUILD) });
const BASE = server.base;

function run(path, headers, seconds) {
  return autocannon({ url: `${BASE}${path}`, connections: CONNECTIONS, duration: seconds, headers });
}

async function measure(label, path, headers = {}) {
  const probe = await fetch(`${BASE}${path}`, { headers });
  if (!probe.ok) throw new Error(`${path} answered ${probe.status}`);
  await run(path, headers, WARMUP_S);
  const result = await run(path, headers, DURATION_S);
  const cache = (await fetch(`${BASE}${path}`, { headers })).headers.get("X-Edge-Cache") ?? "-";
  return {
    label,
    path,
    cache,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

try {
  await server.ready();
  const { cookie } = await signedInCookie(BASE);
  const rows = [
    await measure("static asset", "/favicon.svg"),
    await measure("home (anonymous)", "/"),
    await measure("sub-service (anonymous)", "/services/software-development/mvp"),
    await measure("home (signed in)", "/", { Cookie: cookie }),
  ];
  const staticRps = rows[0].rps;
  console.log(`\n${CONNECTIONS} connections, ${WARMUP_S} s warm-up, ${DURATION_S} s measured per target\n`);
  console.log("target                     cache    req/s   p50 ms  p99 ms  ratio  goal");
  let failed = false;
  for (const [i, row] of rows.entries()) {
    const ratio = row.rps / staticRps;
    const judged = i === 1 || i === 2;
    const ok = ratio >= GOAL.ratio && row.p99 <= GOAL.p99Ms && row.errors === 0;
    if (judged && !ok) failed = true;
    console.log(
      `${row.label.padEnd(26)} ${row.cache.padEnd(6)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(7)} ${ratio.toFixed(2).padStart(6)}  ${judged ? (ok ? "met" : "MISSED") : "-"}`,
    );
  }
  console.log(`\nGoal for the anonymous pages: ratio >= ${GOAL.ratio} and p99 <= ${GOAL.p99Ms} ms, no errors.`);
  process.exitCode = failed ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  server.stop();
}
