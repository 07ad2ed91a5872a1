/**
 * The architecture check (`npm run check:architecture`, part of `npm test`): imports run one way,
 * from the Worker runtime into the app, never back; the runtime never touches a table (it calls
 * the domain modules); app/platform/ and app/ui/ name no domain; others use a domain only through its
 * entries (index.ts, index.server.ts); nothing imports in a circle (type-only
 * imports included); and browser code never imports server-only code. docs/decisions/002 says why.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
const { existsSync, readdirSync } = require("node:fs");
const { join } = require("node:path");

const SERVER_ONLY = ["[.]server[.]tsx?$", "/[.]server/"];

/**
 * The domains: the folders of app/ with both entries, index.ts and index.server.ts (docs/architecture.md,
 * "Entries"), read from the tree so that a new domain is held to these rules from its first file.
 */
const DOMAINS = readdirSync(join(__dirname, "app"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => ["index.ts", "index.server.ts"].every((file) => existsSync(join(__dirname, "app", name, file))))
  .join("|");

module.exports = {
  forbidden: [
    {
      name: "app-imports-workers",
      severity: "error",
      comment: "workers/ is the Worker runtime around the app; the app never reaches back into it.",
      from: { path: "^app/" },
      to: { path: "^workers/" },
    },
    {
      name: "workers-import-tables",
      severity: "error",
      comment:
        "The runtime (queue consumer, cron, email handler, API) calls the domain modules in app/<domain>/, which own the tables; it never reads or writes a table itself.",
      from: { path: "^workers/" },
      to: { path: "^app/[^/]+/schema[.]server[.]ts$" },
    },
    {
      name: "platform-knows-no-domain",
      severity: "error",
      comment:
        "app/platform/ is plumbing every domain uses; it names none of them (who is asking is accounts' session context, the guards are accounts' and staff's, the 404's suggestions are site's).",
      from: { path: "^app/platform/" },
      to: { path: `^app/(${DOMAINS}|routes)/` },
    },
    {
      name: "ui-knows-no-domain",
      severity: "error",
      comment:
        "app/ui/ is shared UI; it names no domain (the page's frame, which composes the domains' pieces, is app/frame/).",
      from: { path: "^app/ui/" },
      to: { path: `^app/(${DOMAINS}|frame|routes)/` },
    },
    {
      name: "domain-through-its-entries",
      severity: "error",
      comment:
        "A domain is used by others only through its entries: app/<domain>/index.ts (browser-safe) and index.server.ts (server operations). Its own files import each other freely ($1); a table's foreign key names another domain's schema.server.ts; a lazily loaded module (import()) is a chunk of its own; tests may reach inside. docs/architecture.md, Entries.",
      from: {
        path: "^(?:app/([^/]+)/|app/[^/]+$|workers/)",
        pathNot: ["/schema[.]server[.]ts$"],
      },
      to: {
        path: `^app/(${DOMAINS})/`,
        pathNot: ["^app/$1/", "^app/[^/]+/index([.]server)?[.]ts$"],
        dependencyTypesNot: ["dynamic-import"],
      },
    },
    {
      name: "no-circular",
      severity: "error",
      comment: "A circle makes two modules one in disguise: split out what they share.",
      from: {},
      to: { circular: true },
    },
    {
      name: "browser-imports-server-only",
      severity: "error",
      comment:
        "Code that reaches the browser must not import server-only code (*.server.ts). Route modules, root.tsx and the entries are split by React Router: their loaders and actions run on the server only.",
      from: {
        path: "^app/",
        pathNot: [...SERVER_ONLY, "^app/routes/", "^app/root[.]tsx$", "^app/entry[.]server[.]tsx$"],
      },
      to: { path: SERVER_ONLY },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "An import that resolves to nothing is a typo or a missing dependency.",
      from: {},
      // Virtual modules of the content plugin, the runtime's own modules, React Router's
      // generated route types (found through tsconfig's rootDirs), and the built Worker that the
      // worker tests import (npm test builds it after this check) are not files on this path.
      to: { couldNotResolve: true, pathNot: ["^virtual:", "^cloudflare:", "/[+]types/", "(^|/)build/server/"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["[.]react-router/", "^build/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.cloudflare.json" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
      conditionNames: ["import", "require", "node", "default", "types"],
      exportsFields: ["exports"],
      mainFields: ["module", "main", "types"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
