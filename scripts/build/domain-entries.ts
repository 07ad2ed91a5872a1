import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * Others import a domain through its entries (`~/accounts`, `~/accounts/index.server`:
 * docs/architecture.md, "Entries"), which re-export the modules they name. For the bundle, an
 * entry is only a list: this plugin rewrites each import of an entry into imports of the modules
 * it names, before anything else reads the file. So a page's chunks follow what it uses, as if it
 * imported the modules themselves: the shell chunk (root-chunk.ts) collects what app/root.tsx
 * reaches statically, and reaching an entry must not mean reaching every module the entry lists.
 *
 * Only the shape the entries are written in is read: `export { a, b as c } from "./m";` and
 * `export type { … } from "./m";`. A name an entry does not list leaves the import as it is (the
 * type check and the build name the mistake).
 */
const ENTRY_IMPORT =
  /import(\s+type)?\s*\{([^}]*)\}\s*from\s*["']~\/(accounts|bookings|conversations|newsletter|reports|staff|site)(\/index\.server)?["'];?/g;
const ENTRY_EXPORT = /export(\s+type)?\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["'];?/g;

const appDir = fileURLToPath(new URL("../../app", import.meta.url));

type Listed = { module: string; original: string };

const entryCache = new Map<string, { mtimeMs: number; names: Map<string, Listed> }>();

/** What an entry lists: exported name -> the module (as `~/…`) and its name there. */
function entryNames(domain: string, server: boolean): Map<string, Listed> | null {
  const file = `${appDir}/${domain}/index${server ? ".server" : ""}.ts`;
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const cached = entryCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.names;
  const names = new Map<string, Listed>();
  for (const match of readFileSync(file, "utf8").matchAll(ENTRY_EXPORT)) {
    const module = `~/${domain}/${(match[3] ?? "").replace(/^\.\//, "")}`;
    for (const part of (match[2] ?? "").split(",")) {
      const [original, exported = original] = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/);
      if (original && exported) names.set(exported, { module, original });
    }
  }
  entryCache.set(file, { mtimeMs, names });
  return names;
}

/** One import of an entry as imports of the modules it names; null when a name is not listed. */
function expand(typeOnly: boolean, specifiers: string, domain: string, server: boolean): string | null {
  const names = entryNames(domain, server);
  if (!names) return null;
  const byModule = new Map<string, { shown: string; isType: boolean }[]>();
  for (const part of specifiers.split(",")) {
    const text = part.trim();
    if (!text) continue;
    const isType = typeOnly || text.startsWith("type ");
    const [name = "", local = name] = text.replace(/^type\s+/, "").split(/\s+as\s+/);
    const listed = names.get(name);
    if (!listed) return null;
    const shown = listed.original === local ? local : `${listed.original} as ${local}`;
    const list = byModule.get(listed.module) ?? [];
    list.push({ shown, isType });
    byModule.set(listed.module, list);
  }
  // A module named for types only is imported with `import type`, which the build drops whole.
  return [...byModule]
    .map(([module, list]) =>
      list.every((s) => s.isType)
        ? `import type { ${list.map((s) => s.shown).join(", ")} } from "${module}";`
        : `import { ${list.map((s) => (s.isType ? `type ${s.shown}` : s.shown)).join(", ")} } from "${module}";`,
    )
    .join(" ");
}

export function domainEntries(): Plugin {
  return {
    name: "adrig:domain-entries",
    enforce: "pre",
    transform(code, id) {
      if (!/\.tsx?(\?|$)/.test(id) || id.includes("/node_modules/") || !code.includes("~/")) return null;
      let changed = false;
      const out = code.replace(ENTRY_IMPORT, (whole, type, specifiers, domain, server) => {
        const expanded = expand(Boolean(type), specifiers, domain, Boolean(server));
        if (expanded === null) return whole;
        changed = true;
        // Same number of lines, so the source maps of the rest of the file stay right.
        return expanded + "\n".repeat((whole.match(/\n/g) ?? []).length);
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
