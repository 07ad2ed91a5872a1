import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { bundleReport } from "./scripts/bundle-report.ts";
import { contentPlugin } from "./scripts/content/vite-plugin.ts";

/**
 * The shell chunk: every module in a `shell/` folder under app/ (the header, footer, toasts and
 * the helpers every page loads with the root) goes into one chunk, one request instead of a dozen
 * tiny ones. Code that loads on first use lives outside these folders (e.g. components/layout/).
 */
const SHELL_MODULES = /[\\/]app[\\/](?:[^\\/]+[\\/])*shell[\\/][^\\/]+\.tsx?$/;

// Every build is a new version of the site: the edge cache keys pages by it, so a deploy never
// answers with the previous build's HTML (workers/edge-cache/).
const BUILD_ID = `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  plugins: [
    contentPlugin(),
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    tailwindcss(),
    reactRouter(),
    bundleReport(),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  server: { port: 5173, strictPort: true },
  build: {
    // Fonts stay files: the CSP allows fonts from 'self' only, never data: URIs.
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: "shell", test: SHELL_MODULES }],
        },
      },
    },
  },
});
