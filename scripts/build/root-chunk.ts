import type { Plugin } from "vite";

/**
 * Two chunks every page of a kind loads, so one file serves what would be a dozen small ones:
 *
 * - `shell`: every module of ours that app/root.tsx imports statically, directly or through
 *   other modules (the toast host and what it uses), and what the public site's frame shares
 *   with the staff area (the logo, Sign Out, the form hook). Every page loads it.
 * - `site-frame`: the rest of what the public site's frame (app/routes/site-layout.tsx: header,
 *   footer, and what they use) imports statically. Every public page loads it; the staff area
 *   (app/routes/admin-layout.tsx and its pages) never does.
 *
 * - `enhance-shared`: what those import that a content page's module (`*.enhance.ts`) imports too
 *   (app/ui/drafts.ts: both kinds of page forget the drafts at Sign Out). In the shell it would
 *   make a content page load the shell and the framework behind it
 *   (docs/decisions/029-content-pages-without-the-framework.md); its group comes first, so the
 *   shell's (which takes its members' imports along) cannot take it.
 *
 * A module reached only through `import()` stays out and loads on first use. Nothing to name or
 * list by hand: the chunks follow the imports.
 *
 * `plugin` records each module's static imports as the client build parses it; `test` is the
 * chunk group's filter (vite.config.ts), asked once the whole graph is known.
 */
export function rootChunk(): {
  plugin: Plugin;
  test: (id: string) => boolean;
  frameTest: (id: string) => boolean;
  enhanceSharedTest: (id: string) => boolean;
} {
  const staticImports = new Map<string, readonly string[]>();
  let members = { shell: new Set<string>(), frame: new Set<string>(), enhanceShared: new Set<string>() };
  let measuredAt = -1;

  function reachableFrom(starts: readonly string[]): Set<string> {
    const seen = new Set<string>(starts);
    const queue = [...starts];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      for (const next of staticImports.get(id) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return seen;
  }

  function groups(): { shell: Set<string>; frame: Set<string>; enhanceShared: Set<string> } {
    const ids = [...staticImports.keys()];
    const root = reachableFrom(ids.filter((id) => /[\\/]app[\\/]root\.tsx(\?|$)/.test(id)));
    const frame = reachableFrom(ids.filter((id) => /[\\/]app[\\/]routes[\\/]site-layout\.tsx(\?|$)/.test(id)));
    const staff = reachableFrom(ids.filter((id) => /[\\/]app[\\/]routes[\\/]admin[^\\/]*\.tsx?(\?|$)/.test(id)));
    const enhance = reachableFrom(ids.filter((id) => /\.enhance\.ts(\?|$)/.test(id)));
    // What both frames use (the logo, Sign Out, the form hook): once, in the shell.
    const shared = [...frame].filter((id) => staff.has(id) && !/[\\/]app[\\/]routes[\\/]/.test(id));
    // Ours only: React and React Router have a chunk of their own, in vite.config.ts.
    const ours = (id: string) => /[\\/]app[\\/]/.test(id) && !/[\\/]node_modules[\\/]/.test(id);
    const enhanceShared = new Set([...root, ...shared, ...frame].filter((id) => ours(id) && enhance.has(id)));
    const shell = new Set([...root, ...shared].filter((id) => ours(id) && !enhanceShared.has(id)));
    // The frame's own modules in one file too (the menus' and dialogs' lazy chunks share some).
    const frameOnly = new Set(
      [...frame].filter(
        (id) => ours(id) && !shell.has(id) && !enhanceShared.has(id) && !/[\\/]app[\\/]routes[\\/]/.test(id),
      ),
    );
    return { shell, frame: frameOnly, enhanceShared };
  }

  function current() {
    if (measuredAt !== staticImports.size) {
      members = groups();
      measuredAt = staticImports.size;
    }
    return members;
  }

  return {
    plugin: {
      name: "adrig:root-chunk",
      applyToEnvironment: (environment) => environment.name === "client",
      moduleParsed(info) {
        staticImports.set(info.id, info.importedIds);
      },
    },
    test: (id) => current().shell.has(id),
    frameTest: (id) => current().frame.has(id),
    enhanceSharedTest: (id) => current().enhanceShared.has(id),
  };
}
