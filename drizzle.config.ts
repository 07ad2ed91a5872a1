import { defineConfig } from "drizzle-kit";

// drizzle-kit only generates SQL here; `wrangler d1 migrations apply` applies it.
export default defineConfig({
  dialect: "sqlite",
  schema: "./app/platform/db/schema.server.ts",
  out: "./migrations",
});
