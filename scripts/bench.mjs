// `npm run bench`: serves the production build locally (wrangler dev on 127.0.0.1, the same
// server as the browser tests), then measures requests per second and p50/p99 latency with
// autocannon at 20 connections: a static asset; `/api/health` (one D1 read and no render: what a
// round trip to the local D1 costs, for reading the rows below); `/` and a sub-service page from
// the edge cache; uncached renders of `/plan` (a placeholder: the shell alone, the least a render
// costs), `/`, a sub-service page and an article (a flash cookie makes the cache step aside, as
// for anyone it cannot serve); and signed-in renders of `/` (with 5 unread replies in the header),
// `/contact` and `/messages` with 20 conversations, one conversation with its files, and
// the staff inbox with 10,000 conversations: its Needs reply view, and a full-text search.
// Each page's throughput is printed as a ratio to the static asset's. Goals: ratio >= 0.5 and
// p99 <= 50 ms for the cached pages, ratio >= 0.25 for the signed-in public ones, and the inbox
// rows within 2x of the inbox's render before the staff workspace (ratio 0.15 with 500 messages,
// measured 2026-11-25), so >= 0.075. Then the reports (docs/reports.md): 100,000 conversations
// over a year, their roll-ups made by the cron from the records, and the 90-day view against a
// plain staff page: at most 1.5 times its time (its throughput at least 1/1.5 of the page's) and
// at most 5,000 D1 rows read (the sum of each statement's meta, from the page's Server-Timing).
// Set BENCH_SKIP_BUILD=1 to reuse build/, BENCH_ONLY=reports to measure the static asset and the reports' rows only.
import autocannon from "autocannon";
import {
  buildReports,
  rowsReadOf,
  seedClientConversations,
  seedReportVolume,
  seedStaffInbox,
} from "./lib/bench-data.mjs";
import { signedInCookie } from "./lib/local-account.mjs";
import { startPreviewServer } from "./lib/preview-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8818);
const CONNECTIONS = 20;
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const GOAL = { ratio: 0.5, p99Ms: 50, signedInRatio: 0.25, inboxRatio: 0.15 / 2, reportsTime: 1.5, reportsRows: 5_000 };
/** Any flash cookie sends a request around the edge cache; an unreadable one shows no toast. */
const UNCACHED = { Cookie: "flash=bench" };

const server = startPreviewServer({ port: PORT, skipBuild: Boolean(process.env.BENCH_SKIP_BUILD) });
const BASE = server.base;
const STATE_DIR = server.stateDir;

function run(path, headers, seconds) {
  return autocannon({ url: `${BASE}${path}`, connections: CONNECTIONS, duration: seconds, headers });
}

async function measure(label, path, headers = {}) {
  const probe = await fetch(`${BASE}${path}`, { headers });
  if (!probe.ok) throw new Error(`${path} answered ${probe.status}`);
  await run(path, headers, WARMUP_S);
  const result = await run(path, headers, DURATION_S);
  // Signed-in public pages are their role's template with the person filled in (workers/edge-cache/signed-in.ts).
  const last = (await fetch(`${BASE}${path}`, { headers })).headers;
  const cache = last.get("X-Signed-In-Template") ? "TEMPLATE" : (last.get("X-Edge-Cache") ?? "-");
  return {
    label,
    path,
    cache,
    judged: null,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

try {
  await server.ready();
  const client = await signedInCookie(BASE, "Bench Client");
  seedClientConversations(STATE_DIR, client.email);
  const staff = await signedInCookie(BASE, "Bench Staff");
  seedStaffInbox(STATE_DIR, staff.email);
  const cached = (row) => ({ ...row, judged: "cached" });
  const signedIn = (row) => ({ ...row, judged: "signed-in" });
  const inbox = (row) => ({ ...row, judged: "inbox" });
  const only = process.env.BENCH_ONLY;
  const rows = [await measure("static asset", "/favicon.svg")];
  if (only !== "reports")
    rows.push(
      // The Worker with one D1 read and no render: what a round trip to the local D1 costs here.
      await measure("api, one D1 read", "/api/health"),
      cached(await measure("home (anonymous)", "/")),
      cached(await measure("sub-service (anonymous)", "/services/software-development/mvp")),
      // The shell (header, footer, root data), a heading and a form (/search without a query):
      // the least a render costs.
      await measure("search form (uncached)", "/search", UNCACHED),
      await measure("home (uncached)", "/", UNCACHED),
      await measure("sub-service (uncached)", "/services/software-development/mvp", UNCACHED),
      await measure("article (uncached)", "/blog/future-of-generative-ai", UNCACHED),
      signedIn(await measure("home (signed in)", "/", { Cookie: client.cookie })),
      signedIn(await measure("contact, 20 conversations", "/contact", { Cookie: client.cookie })),
      // The client's own pages: rendered for each view like /contact, measured for the record.
      await measure("messages, 20 conversations", "/messages", { Cookie: client.cookie }),
      await measure("a conversation, read", "/messages/bench-c-1", { Cookie: client.cookie }),
      inbox(await measure("inbox Needs reply, 10,000", "/admin/messages", { Cookie: staff.cookie })),
      // A word in one conversation in seven: 1,429 hits, ranked, 25 with snippets.
      inbox(await measure("inbox search, 10,000", "/admin/messages?view=all&q=tally", { Cookie: staff.cookie })),
    );
  // The reports: 100,000 conversations, their roll-ups made from the records by the cron.
  seedReportVolume(STATE_DIR, staff.email);
  const started = Date.now();
  await buildReports(BASE, STATE_DIR);
  const buildSeconds = (Date.now() - started) / 1000;
  const plain = await measure("staff page (saved replies)", "/admin/saved-replies", { Cookie: staff.cookie });
  const report = await measure("reports, 90 days, 100,000", "/admin/reports?range=90", { Cookie: staff.cookie });
  const rowsRead = rowsReadOf(
    (await fetch(`${BASE}/admin/reports?range=90`, { headers: { Cookie: staff.cookie } })).headers,
  );
  // The heaviest section, for the record: every duration of the two ranges, and the staff.
  const speed = await measure("reports Speed, 90 days", "/admin/reports?range=90&section=speed", {
    Cookie: staff.cookie,
  });
  const speedRows = rowsReadOf(
    (await fetch(`${BASE}/admin/reports?range=90&section=speed`, { headers: { Cookie: staff.cookie } })).headers,
  );
  rows.push(plain, { ...report, judged: "reports" }, speed);
  const staticRps = rows[0].rps;
  console.log(`\n${CONNECTIONS} connections, ${WARMUP_S} s warm-up, ${DURATION_S} s measured per target\n`);
  console.log("target                     cache    req/s   p50 ms  p99 ms  ratio  goal");
  let failed = false;
  for (const row of rows) {
    const ratio = row.rps / staticRps;
    const ok =
      row.errors === 0 &&
      (row.judged === "reports"
        ? plain.rps / row.rps <= GOAL.reportsTime && rowsRead !== null && rowsRead <= GOAL.reportsRows
        : row.judged === "cached"
          ? ratio >= GOAL.ratio && row.p99 <= GOAL.p99Ms
          : row.judged === "signed-in"
            ? ratio >= GOAL.signedInRatio
            : row.judged === "inbox"
              ? ratio >= GOAL.inboxRatio
              : true);
    if (row.judged && !ok) failed = true;
    console.log(
      `${row.label.padEnd(26)} ${row.cache.padEnd(8)} ${row.rps.toFixed(0).padStart(5)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(7)} ${ratio.toFixed(2).padStart(6)}  ${row.judged ? (ok ? "met" : "MISSED") : "-"}`,
    );
  }
  console.log(
    `\nReports, 90 days of 100,000 conversations: ${(plain.rps / report.rps).toFixed(2)}x the plain staff page's time per request (p50 ${report.p50} ms against ${plain.p50} ms), ${rowsRead} D1 rows read (Speed: ${(plain.rps / speed.rps).toFixed(2)}x, ${speedRows} rows); the roll-ups made from the records by the cron in ${buildSeconds.toFixed(0)} s.`,
  );
  console.log(
    `\nGoals: cached pages ratio >= ${GOAL.ratio} and p99 <= ${GOAL.p99Ms} ms; signed-in pages ratio >= ${GOAL.signedInRatio}; the inbox rows >= ${GOAL.inboxRatio} (within 2x of its render before); the reports' 90-day view at most ${GOAL.reportsTime}x a plain staff page's time and ${GOAL.reportsRows.toLocaleString("en")} D1 rows; no errors.`,
  );
  process.exitCode = failed ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  server.stop();
}
