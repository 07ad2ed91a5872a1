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
// measured 2026-11-25), so >= 0.075. Set BENCH_SKIP_BUILD=1 to reuse build/.
import autocannon from "autocannon";
import { seedClientConversations, seedStaffInbox } from "./lib/bench-data.mjs";
import { signedInCookie } from "./lib/local-account.mjs";
import { startPreviewServer } from "./lib/preview-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8818);
const CONNECTIONS = 20;
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const GOAL = { ratio: 0.5, p99Ms: 50, signedInRatio: 0.25, inboxRatio: 0.15 / 2 };
/** The bench server's local D1 (tests/e2e/config.ts names it after the port). */
const STATE_DIR = `.wrangler/e2e-state-${PORT}`;
/** Any flash cookie sends a request around the edge cache; an unreadable one shows no toast. */
const UNCACHED = { Cookie: "flash=bench" };

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
  const rows = [
    await measure("static asset", "/favicon.svg"),
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
  ];
  const staticRps = rows[0].rps;
  console.log(`\n${CONNECTIONS} connections, ${WARMUP_S} s warm-up, ${DURATION_S} s measured per target\n`);
  console.log("target                     cache    req/s   p50 ms  p99 ms  ratio  goal");
  let failed = false;
  for (const row of rows) {
    const ratio = row.rps / staticRps;
    const ok =
      row.errors === 0 &&
      (row.judged === "cached"
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
    `\nGoals: cached pages ratio >= ${GOAL.ratio} and p99 <= ${GOAL.p99Ms} ms; signed-in pages ratio >= ${GOAL.signedInRatio}; the inbox rows >= ${GOAL.inboxRatio} (within 2x of its render before); no errors.`,
  );
  process.exitCode = failed ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  server.stop();
}
