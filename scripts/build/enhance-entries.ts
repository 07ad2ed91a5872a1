import { globSync } from "node:fs";
import { basename, join, relative } from "node:path";
import type { Plugin } from "vite";

/** The module the document reads the enhancements' URLs from (app/ui/enhance/enhance-script.tsx). */
const MANIFEST_ID = "virtual:adrig/enhance-modules";
const RESOLVED_MANIFEST_ID = `\0${MANIFEST_ID}`;

/**
 * The small plain-TypeScript modules that make a content page's parts move (docs/decisions/029-content-pages-without-the-framework.md):
 * every `app/**\/*.enhance.ts` is an entry chunk of the client build of its own, named after the
 * file (`header.enhance.ts` → `enhance-header-<hash>.js`), and the server reads their URLs from
 * `virtual:adrig/enhance-modules` ({ header: "/assets/enhance-header-….js", … }). In development
 * the URLs are the source files, which Vite serves as modules.
 *
 * The client build runs before the server's (React Router builds the browser's files first, and
 * the server needs their names), so the names are known when the server imports the manifest.
 */
export function enhanceEntries(): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "build";
  const built = new Map<string, string>();
  const sources = () =>
    globSync("app/**/*.enhance.ts", { cwd: root })
      .sort()
      .map((file) => ({ name: basename(file, ".enhance.ts"), file: join(root, file) }));

  return {
    name: "adrig:enhance-entries",
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    buildStart() {
      if (this.environment.name !== "client" || command !== "build") return;
      for (const { name, file } of sources()) {
        this.emitFile({ type: "chunk", id: file, name: `enhance-${name}` });
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const byFile = new Map(sources().map(({ name, file }) => [file, name]));
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk" || !output.isEntry || !output.facadeModuleId) continue;
        const name = byFile.get(output.facadeModuleId);
        if (name) built.set(name, `/${output.fileName}`);
      }
    },
    resolveId(id) {
      return id === MANIFEST_ID ? RESOLVED_MANIFEST_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_MANIFEST_ID) return undefined;
      const urls =
        command === "serve"
          ? Object.fromEntries(sources().map(({ name, file }) => [name, `/${relative(root, file)}`]))
          : Object.fromEntries(built);
      if (command === "build" && this.environment.name !== "client" && built.size !== sources().length) {
        this.error("The enhancement modules' names are unknown: the client build must run before the server's.");
      }
      return `export default ${JSON.stringify(urls)};`;
    },
  };
}
