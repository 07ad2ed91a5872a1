import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { domainEntries } from "./scripts/build/domain-entries.ts";
import { enhanceEntries } from "./scripts/build/enhance-entries.ts";
import { rootChunk } from "./scripts/build/root-chunk.ts";
import { bundleReport } from "./scripts/bundle-report.ts";
import { contentPlugin } from "./scripts/content/vite-plugin.ts";

/**
 * The framework chunk: React, React DOM and React Router in one file. Left to itself the bundler
 * splits them over three chunks plus a 4 KB react-dom facade; one file compresses better and
 * saves requests (docs/performance.md has the figure), and it changes only when a dependency
 * does, so a deploy of our own code leaves it in visitors' caches.
 */
const FRAMEWORK_MODULES = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router)[\\/]/;

/** The shell chunk: what app/root.tsx imports statically (scripts/build/root-chunk.ts). */
const shell = rootChunk();

// Every build is a new version of the site: the edge cache keys pages by it, so a deploy never
// answers with the previous build's HTML (workers/edge-cache/).
const BUILD_ID = `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  plugins: [
    // Imports of a domain's entries become imports of the modules they list (chunks follow use).
    domainEntries(),
    contentPlugin(),
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    tailwindcss(),
    reactRouter(),
    bundleReport(),
    shell.plugin,
    // Content pages' own small modules, entry chunks of their own (docs/decisions/028-content-pages-without-the-framework.md).
    enhanceEntries(),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  server: { port: 5173, strictPort: true },
  environments: {
    ssr: {
      build: {
        rolldownOptions: {
          // Forms import their schemas on first use so the browser fetches them late; the routes'
          // actions import the same schemas statically. In the Worker's build both meet in one
          // chunk, as they should, and the bundler's warning about it is noise.
          checks: { ineffectiveDynamicImport: false },
        },
      },
    },
  },
  build: {
    // Fonts stay files: the CSP allows fonts from 'self' only, never data: URIs.
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK_MODULES },
            // What the shell shares with a content page's modules, before the shell can take it.
            { name: "enhance-shared", test: shell.enhanceSharedTest, priority: 1 },
            { name: "shell", test: shell.test },
            // The public site's frame (header, footer), which the staff area never loads.
            { name: "site-frame", test: shell.frameTest },
          ],
        },
      },
    },
  },
});
