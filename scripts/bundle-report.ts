import { mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

type ChunkReport = { file: string; gzipKb: number; rawKb: number; modules: { id: string; kb: number }[] };

const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

/** node_modules/.pnpm/x/node_modules/@scope/pkg/dist/a.js -> @scope/pkg/dist/a.js; app files relative to the root. */
function shortId(id: string, root: string): string {
  const clean = id.replace(/\?.*$/, "").replace(/^\0/, "");
  const nm = clean.lastIndexOf("node_modules/");
  if (nm >= 0) return clean.slice(nm + "node_modules/".length);
  return clean.startsWith(root) ? clean.slice(root.length + 1) : clean;
}

/**
 * Writes `reports/bundle.md` (and `.json`) after every client build: each JavaScript chunk with
 * its gzip size and the modules it holds, largest first, so a budget miss can be traced to a file.
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
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const modules = Object.entries(output.modules)
          .map(([id, info]) => ({ id: shortId(id, root), kb: kb(info.renderedLength) }))
          .filter((m) => m.kb > 0)
          .sort((a, b) => b.kb - a.kb);
        chunks.push({ file: output.fileName, gzipKb: kb(gzipSync(output.code).length), rawKb: kb(output.code.length), modules });
      }
      chunks.sort((a, b) => b.gzipKb - a.gzipKb);
      mkdirSync("reports", { recursive: true });
      writeFileSync("reports/bundle.json", `${JSON.stringify(chunks, null, 2)}\n`);
      const lines = ["# Client bundle", "", "Each chunk with its gzip size and the modules it holds (rendered KB, before gzip).", ""];
      for (const chunk of chunks) {
        lines.push(`## ${chunk.file}: ${chunk.gzipKb} KB gzip (${chunk.rawKb} KB raw)`, "");
        for (const m of chunk.modules) lines.push(`- ${m.kb} KB ${m.id}`);
        lines.push("");
      }
      writeFileSync("reports/bundle.md", lines.join("\n"));
    },
  };
}
