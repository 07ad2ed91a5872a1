// `npm run profile:render`: what one render of the bench's pages costs in CPU, without a server.
// It loads the built Worker (build/server/index.js) into this Node process and calls its `fetch`
// in a loop, with D1 on node:sqlite over a copy of the database `npm run bench` left behind
// (.wrangler/e2e-state-<BENCH_PORT>, with its bench client and staff), so the figures are CPU
// milliseconds per render, which a busy machine disturbs far less than requests per second.
// Node is not workerd and node:sqlite is not D1: the absolute figures differ, the proportions
// are what it is for (docs/performance.md).
//
//   npm run bench && npm run profile:render
//   PROFILE_RENDERS=300 (per target, after 50 uncounted), PROFILE_ONLY=home-signed,contact-20
//   search-uncached is /search without a query: the shell, a heading and a form, the least any render costs.
//   A V8 profile of one target: PROFILE_ONLY=contact-20 npx node --cpu-prof scripts/profile-render.mjs
import { createHash, createHmac } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { localStateDir } from "./lib/local-d1.ts";

const PORT = Number(process.env.BENCH_PORT ?? 8818);
const RENDERS = Number(process.env.PROFILE_RENDERS ?? 300);
const ONLY = process.env.PROFILE_ONLY?.split(",").filter(Boolean);
const BUILD = resolve("build");
const D1_DIR = `${localStateDir(PORT)}/v3/d1/miniflare-D1DatabaseObject`;

const dbFile = existsSync(D1_DIR) && readdirSync(D1_DIR).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
if (!dbFile) throw new Error(`No bench database in ${D1_DIR}: run \`BENCH_PORT=${PORT} npm run bench\` first.`);
const copy = join(mkdtempSync(join(tmpdir(), "profile-render-")), "d1.sqlite");
copyFileSync(join(D1_DIR, dbFile), copy);
const sqlite = new DatabaseSync(copy);

/** The part of D1's API that Drizzle and our code use, over node:sqlite; counts statements. */
let statements = 0;
function statement(sql, params = []) {
  const values = params.map((v) => (typeof v === "boolean" ? Number(v) : (v ?? null)));
  return {
    sql,
    bind: (...next) => statement(sql, next),
    async first(column) {
      statements++;
      const row = sqlite.prepare(sql).get(...values) ?? null;
      return column ? (row?.[column] ?? null) : row;
    },
    async all() {
      statements++;
      return { results: sqlite.prepare(sql).all(...values), success: true, meta: {} };
    },
    async run() {
      statements++;
      const info = sqlite.prepare(sql).run(...values);
      return { results: [], success: true, meta: { changes: info.changes, last_row_id: Number(info.lastInsertRowid) } };
    },
    async raw(options) {
      statements++;
      const prepared = sqlite.prepare(sql);
      prepared.setReturnArrays(true);
      const rows = prepared.all(...values);
      return options?.columnNames ? [prepared.columns().map((c) => c.name), ...rows] : rows;
    },
  };
}
const session = {
  prepare: (sql) => statement(sql),
  batch: (list) => Promise.all(list.map((s) => (/^\s*select/i.test(s.sql) ? s.all() : s.run()))),
  getBookmark: () => `00000000-00000001-00000000-${"0".repeat(32)}`,
};
const DB = { ...session, withSession: () => session };

const TYPES = { ".json": "application/json", ".svg": "image/svg+xml", ".js": "text/javascript", ".css": "text/css" };
const ASSETS = {
  async fetch(input) {
    const file = join(BUILD, "client", decodeURIComponent(new URL(String(input.url ?? input)).pathname));
    if (!existsSync(file)) return new Response("Not found", { status: 404 });
    return new Response(readFileSync(file), { headers: { "Content-Type": TYPES[extname(file)] ?? "text/plain" } });
  },
};
const { vars } = JSON.parse(readFileSync(join(BUILD, "server", "wrangler.json"), "utf8"));
const limiter = { limit: async () => ({ success: true }) };
const env = {
  ...vars,
  DB,
  ASSETS,
  MAIL_QUEUE: { send: async () => {}, sendBatch: async () => {} },
  ...Object.fromEntries(
    ["LOGIN_IP", "LOGIN_EMAIL", "SIGNUP", "RESET", "CONTACT", "NEWSLETTER"].map((n) => [`${n}_LIMITER`, limiter]),
  ),
};
// Node has no HTMLRewriter: the bootstrap rewrite (app/platform/http/hydrate-after-load.server.ts) is left out,
// which measured within the noise in workerd (2026-11-25: the history of docs/performance.md).
globalThis.HTMLRewriter ??= class {
  on() {
    return this;
  }
  transform(response) {
    return response;
  }
};
// Every target bypasses the edge cache; the gateway still asks for `caches.default`.
globalThis.caches ??= { default: { match: async () => undefined, put: async () => {} } };

/** A session of our own for a bench account (the bench keeps no tokens), and its cookie. */
function cookieFor(email, secondFactor) {
  const token = `profile${createHash("sha256").update(email).digest("hex").slice(0, 24)}`;
  const id = createHash("sha256").update(token).digest("hex");
  const user = sqlite.prepare("select id from users where email = ?").get(email);
  const now = Date.now();
  sqlite.prepare("delete from sessions where id = ?").run(id);
  sqlite
    .prepare(
      "insert into sessions (id, user_id, expires_at, created_at, last_used_at, second_factor) values (?, ?, ?, ?, ?, ?)",
    )
    .run(id, user.id, now + 20 * 86_400_000, now, now, secondFactor);
  return `adrig_session=${token}.${createHmac("sha256", env.SESSION_SECRET).update(token).digest("base64url")}`;
}
const client = sqlite
  .prepare("select email from contact_messages where user_id is not null group by email having count(*) >= 20")
  .get()?.email;
const staff = sqlite.prepare("select email from users where role = 'admin' order by created_at desc").get()?.email;
if (!client || !staff) throw new Error("The bench database has no bench client or staff: run `npm run bench` first.");
const UNCACHED = "flash=bench";
const targets = {
  "home-uncached": ["/", UNCACHED],
  "search-uncached": ["/search", UNCACHED],
  "sub-service-uncached": ["/services/software-development/mvp", UNCACHED],
  "article-uncached": ["/blog/future-of-generative-ai", UNCACHED],
  "home-signed": ["/", cookieFor(client, null)],
  "contact-20": ["/contact", cookieFor(client, null)],
  // The staff inbox (10,000 conversations since the staff workspace; the name is the older bench's).
  "admin-500": ["/admin/messages", cookieFor(staff, "totp")],
  // The bench's inbox search: a word in one conversation in seven.
  "inbox-search": ["/admin/messages?view=all&q=tally", cookieFor(staff, "totp")],
  // A plain staff page, and the reports' 90-day view over the bench's 100,000 conversations.
  "staff-plain": ["/admin/saved-replies", cookieFor(staff, "totp")],
  "reports-90": ["/admin/reports?range=90", cookieFor(staff, "totp")],
};

const worker = (await import(join(BUILD, "server", "index.js"))).default;
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} };
async function render(path, cookie) {
  statements = 0;
  const request = new Request(`http://127.0.0.1:${PORT}${path}`, { headers: { Cookie: cookie } });
  const response = await worker.fetch(request, env, ctx);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 300)}`);
  return { bytes: body.length, statements };
}

console.log("target                 CPU ms/render   HTML KB  D1 statements");
for (const [name, [path, cookie]] of Object.entries(targets)) {
  if (ONLY && !ONLY.includes(name)) continue;
  const first = await render(path, cookie);
  for (let i = 0; i < 50; i++) await render(path, cookie);
  const before = process.cpuUsage();
  for (let i = 0; i < RENDERS; i++) await render(path, cookie);
  const used = process.cpuUsage(before);
  const ms = (used.user + used.system) / 1000 / RENDERS;
  console.log(
    `${name.padEnd(22)} ${ms.toFixed(2).padStart(13)} ${(first.bytes / 1024).toFixed(1).padStart(9)} ${String(first.statements).padStart(14)}`,
  );
}
