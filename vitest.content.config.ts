import { defineConfig } from "vitest/config";

/**
 * Vitest in Node for the build-time content pipeline (scripts/content/): it reads files, so it
 * runs where the build runs, not inside workerd. Fixtures are copies of app/content/ changed in
 * one place, so each test shows what a single editor mistake or rename does.
 */
export default defineConfig({
  test: {
    include: ["tests/content/**/*.test.ts"],
    environment: "node",
    maxWorkers: 2,
  },
});
