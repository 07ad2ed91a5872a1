import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { Plugin } from "vite";
import routes from "../app/routes.ts";
import { PAGES_END, PAGES_START } from "./lib/page-scripts-markers.ts";

type ChunkReport = { file: string; gzipKb: number; rawKb: number; modules: { id: string; kb: number }[] };
type PageReport = { route: string; gzipKb: number };

/** The layout of the pages sent without the framework (app/routes.ts). */
const CONTENT_LAYOUT = "app/routes/content-layout.tsx";

const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

/** node_modules/.pnpm/x/node_modules/@scope/pkg/dist/a.js -> @scope/pkg/dist/a.js; app files relative to the root. */
function shortId(id: string, root: string): string {
  const clean = id.replace(/\?.*$/, "").replace(/^\0/, "");
  const nm = clean.lastIndexOf("node_modules/");
  if (nm >= 0) return clean.slice(nm + "node_modules/".length);
  return clean.startsWith(root) ? clean.slice(root.length + 1) : clean;
}

/** A chunk and everything it imports statically: what the browser loads to run it. */
function withImports(file: string, importsOf: Map<string, readonly string[]>, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const dep of importsOf.get(file) ?? []) withImports(dep, importsOf, into);
  return into;
}

/** Each route module's layouts (app/routes.ts), outermost first: a page loads their modules too. */
function layoutsOf(entries: readonly RouteConfigEntry[], parents: string[] = [], into = new Map<string, string[]>()) {
  for (const entry of entries) {
    const file = `app/${entry.file}`;
    into.set(file, parents);
    if (entry.children) layoutsOf(entry.children, [...parents, file], into);
  }
  return into;
}

/**
 * Writes `reports/bundle.md` (and `.json`) after every client build: what each route's page loads
 * before anything is used (the entry, the root route and the page's route module, with their
 * static imports), then each JavaScript chunk with its sizes and the modules it holds, largest
 * first, so a budget miss can be traced to a file.
 */
export function bundleReport(): Plugin {
  let root = process.cwd();
  return {
    name: "adrig:bundle-report",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const chunks: ChunkReport[] = [];
      const importsOf = new Map<string, readonly string[]>();
      const routeChunks: { route: string; file: string }[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        importsOf.set(output.fileName, output.imports);
        if (output.isEntry && output.facadeModuleId)
          routeChunks.push({ route: shortId(output.facadeModuleId, root), file: output.fileName });
        const modules = Object.entries(output.modules)
          .map(([id, info]) => ({ id: shortId(id, root), kb: kb(info.renderedLength) }))
          .filter((m) => m.kb > 0)
          .sort((a, b) => b.kb - a.kb);
        chunks.push({
          file: output.fileName,
          gzipKb: kb(gzipSync(output.code).length),
          rawKb: kb(output.code.length),
          modules,
        });
      }
      chunks.sort((a, b) => b.gzipKb - a.gzipKb);
      const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
      const shared = routeChunks.filter(({ route }) => /(?:^|\/)(?:entry\.client|root)\.[jt]sx?$/.test(route));
      const fileOfRoute = new Map(routeChunks.map(({ route, file }) => [route, file]));
      const layouts = layoutsOf(routes);
      const pages: PageReport[] = routeChunks
        .filter((chunk) => !shared.includes(chunk) && ![...layouts.values()].some((l) => l.includes(chunk.route)))
        // A content page loads none of these (docs/decisions/029-content-pages-without-the-framework.md):
        // what it loads is in the table of pages as served.
        .filter(({ route }) => !(layouts.get(route) ?? []).includes(CONTENT_LAYOUT))
        .map(({ route, file }) => {
          const files = new Set<string>();
          const parents = (layouts.get(route) ?? []).flatMap((layout) => fileOfRoute.get(layout) ?? []);
          for (const start of [...shared.map((s) => s.file), ...parents, file]) withImports(start, importsOf, files);
          return { route, gzipKb: kb([...files].reduce((total, f) => total + byFile.get(f)!.gzipKb * 1024, 0)) };
        })
        .sort((a, b) => b.gzipKb - a.gzipKb);
      mkdirSync("reports", { recursive: true });
      writeFileSync("reports/bundle.json", `${JSON.stringify({ pages, chunks }, null, 2)}\n`);
      // The table of pages as served (npm run bundle:pages) stays until that script runs again.
      const previous = existsSync("reports/bundle.md") ? readFileSync("reports/bundle.md", "utf8") : "";
      const served =
        previous.includes(PAGES_START) && previous.includes(PAGES_END)
          ? previous.slice(previous.indexOf(PAGES_START), previous.indexOf(PAGES_END) + PAGES_END.length)
          : null;
      const lines = [
        "# Client bundle",
        "",
        ...(served ? [served, ""] : []),
        "## What each page that hydrates loads",
        "",
        "The entry, the root route, the page's layouts (app/routes.ts: the public site's frame, or the staff area's) and the page's route module, with their static imports, before anything is used (bodies only; Lighthouse also counts each response's headers). Content pages are not listed: they load none of it.",
        "",
        "route module | KB gzip",
        "---|---",
        ...pages.map((page) => `${page.route} | ${page.gzipKb}`),
        "",
        "## Chunks",
        "",
        "Each chunk with its gzip size and the modules it holds (rendered KB, before gzip).",
        "",
      ];
      for (const chunk of chunks) {
        lines.push(`### ${chunk.file}: ${chunk.gzipKb} KB gzip (${chunk.rawKb} KB raw)`, "");
        for (const m of chunk.modules) lines.push(`- ${m.kb} KB ${m.id}`);
        lines.push("");
      }
      writeFileSync("reports/bundle.md", lines.join("\n"));
    },
  };
}
