// `npm run bundle:pages`: what each page's document makes the browser load before anything is
// used, as the built Worker serves it: every `<script type="module" src>` and
// `<link rel="modulepreload">` of the HTML with the chunks they import statically, gzip-sized from
// build/client. Chunks a page loads on a press (a lazy `import()`) and Cloudflare's Turnstile
// script are not counted. Prints a table and writes it into reports/bundle.md between its
// markers, beside what each page loaded before the conversion pages left the framework
// (scripts/lib/page-scripts-before.json, kept) and at this machine's previous run
// (reports/page-scripts.json).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { PAGES_END as END, PAGES_START as START } from "./lib/page-scripts-markers.ts";
import { startPreviewServer } from "./lib/preview-server.mjs";

const PORT = Number(process.env.BUNDLE_PORT ?? 8795);
const PAGES = [
  "/",
  "/about",
  "/services",
  "/services/ai-automation",
  "/services/software-development/mvp",
  "/products",
  "/products/arivubot",
  "/work",
  "/plan",
  "/blog",
  "/blog/future-of-generative-ai",
  "/team",
  "/search?q=chatbot",
  "/contact",
  "/book",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/newsletter",
];
const SAVED = "reports/page-scripts.json";
const BEFORE = JSON.parse(readFileSync("scripts/lib/page-scripts-before.json", "utf8")).pages;
const REPORT = "reports/bundle.md";

const gzipKb = new Map();
function sizeOf(file) {
  if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(readFileSync(`build/client${file}`)).length / 1024);
  return gzipKb.get(file);
}

/** A chunk and the chunks it imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function closure(file, into = new Set()) {
  if (into.has(file) || !existsSync(`build/client${file}`)) return into;
  into.add(file);
  const code = readFileSync(`build/client${file}`, "utf8");
  const dir = file.slice(0, file.lastIndexOf("/") + 1);
  for (const [, path] of code.matchAll(/(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g))
    closure(dir + path.slice(2), into);
  return into;
}

function scriptsOf(html) {
  const files = new Set();
  for (const [, src] of html.matchAll(/<script[^>]*type="module"[^>]*src="(\/[^"]+)"/g)) closure(src, files);
  for (const [, src] of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="(\/[^"]+)"/g)) closure(src, files);
  // React Router's inline start imports its modules by address, at once or after `load`
  // (app/platform/http/hydrate-after-load.server.ts: `import("/assets/…")` and a list of preloads).
  for (const [, body] of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, src] of body.matchAll(/\bimport\s*(?:\(\s*|[\w$*{}\s,]*?\bfrom\s*)["'](\/assets\/[^"']+\.js)["']/g))
      closure(src, files);
    for (const [, list] of body.matchAll(/for \(const href of (\[[^\]]*\])\)/g))
      for (const src of JSON.parse(list)) closure(src, files);
  }
  return files;
}

const server = startPreviewServer({ port: PORT, skipBuild: Boolean(process.env.BUNDLE_SKIP_BUILD) });
try {
  await server.ready();
  const now = {};
  for (const path of PAGES) {
    const response = await fetch(`${server.base}${path}`, { redirect: "manual" });
    const files = scriptsOf(await response.text());
    const kb = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
    now[path] = { kb: Math.round(kb * 10) / 10, scripts: files.size, status: response.status };
  }
  const previous = existsSync(SAVED) ? (JSON.parse(readFileSync(SAVED, "utf8")).now ?? {}) : {};
  writeFileSync(SAVED, `${JSON.stringify({ now }, null, 2)}\n`);
  const table = [
    START,
    "## What each page loads, as served",
    "",
    "Module scripts and module preloads of the page's HTML (anonymous visitor) with their static imports, KB gzip, from `npm run bundle:pages`; chunks loaded on a press and Cloudflare's Turnstile script are not counted. Before: on 2026-12-02, before /contact, /book, the sign-in pages and /newsletter left React Router's client (scripts/lib/page-scripts-before.json). Last run: this machine's previous run (reports/page-scripts.json).",
    "",
    "page | before KB | last run KB | now KB | scripts now",
    "---|---|---|---|---",
    ...PAGES.map(
      (path) =>
        `${path} | ${BEFORE[path] ?? "-"} | ${previous[path]?.kb ?? "-"} | ${now[path].kb} | ${now[path].scripts}`,
    ),
    END,
  ].join("\n");
  console.log(table);
  const report = existsSync(REPORT) ? readFileSync(REPORT, "utf8") : "# Client bundle\n";
  const kept = report.includes(START)
    ? report.slice(0, report.indexOf(START)) + report.slice(report.indexOf(END) + END.length)
    : report;
  const [title, ...rest] = kept.split("\n");
  writeFileSync(REPORT, [title, "", table, ...rest].join("\n"));
} finally {
  server.stop();
}
