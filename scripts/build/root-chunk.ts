import type { Plugin } from "vite";

/**
 * The `shell` chunk: every module of ours that app/root.tsx imports statically, directly or
 * through other modules (the header, the footer, the toast host and what they use). Every page
 * loads them with the root, so one file serves them in one request. A module that is reached only
 * through `import()` stays out and loads on first use. Nothing to name or list by hand: the chunk
 * follows the imports, so a new component is in it exactly when the root needs it at once.
 *
 * `plugin` records each module's static imports as the client build parses it; `test` is the
 * chunk group's filter (vite.config.ts), asked once the whole graph is known.
 */
export function rootChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const staticImports = new Map<string, readonly string[]>();
  let members = new Set<string>();
  let measuredAt = -1;

  function reachableFromRoot(): Set<string> {
    const roots = [...staticImports.keys()].filter((id) => /[\\/]app[\\/]root\.tsx(\?|$)/.test(id));
    const seen = new Set<string>(roots);
    const queue = [...roots];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      for (const next of staticImports.get(id) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    // Ours only: React and React Router have a chunk of their own, in vite.config.ts.
    return new Set([...seen].filter((id) => /[\\/]app[\\/]/.test(id) && !/[\\/]node_modules[\\/]/.test(id)));
  }

  return {
    plugin: {
      name: "adrig:root-chunk",
      applyToEnvironment: (environment) => environment.name === "client",
      moduleParsed(info) {
        staticImports.set(info.id, info.importedIds);
      },
    },
    test(id) {
      if (measuredAt !== staticImports.size) {
        members = reachableFromRoot();
        measuredAt = staticImports.size;
      }
      return members.has(id);
    },
  };
}
