import type { KnipConfig } from "knip";

/**
 * `npm run check:unused`: no unused file, export or dependency. The plugins find most entries on
 * their own (React Router: app/routes.ts, app/root.tsx, app/entry.server.tsx and every route
 * module; Wrangler: workers/app.ts; Vite, Vitest, Playwright and drizzle-kit: their configs).
 * Listed here: what only package.json, a test runner or a person starts.
 */
const config: KnipConfig = {
  entry: [
    // package.json's scripts and the content pipeline's commands.
    "scripts/*.{mjs,ts}",
    "scripts/content/*.{ts,mjs}",
    // Every test file of the four runners, and the e2e runner's own scripts (run.mjs, serve.mjs, …).
    "tests/**/*.{test,spec}.{ts,mjs}",
    "tests/e2e/*.mjs",
    // Content pages' modules: entry chunks the build finds by name (scripts/build/enhance-entries.ts).
    "app/**/*.enhance.ts",
  ],
  // app/app.css too: its `@import "tailwindcss"` is a use of the package.
  project: ["app/**/*.{ts,tsx,css}", "workers/**/*.ts", "scripts/**/*.{ts,mjs}", "tests/**/*.{ts,mjs}", "*.ts"],
  // React Router's typegen writes ./+types/<route> under .react-router/types (tsconfig rootDirs).
  ignoreUnresolved: [/^\.\/\+types\//],
  ignoreDependencies: [
    // Font files read with require.resolve() from a template string (scripts/content/).
    "@fontsource/manrope",
    // Lighthouse's own Chrome launcher, installed with lighthouse (scripts/audit.mjs).
    "chrome-launcher",
  ],
};

export default config;
