import { defineConfig } from "drizzle-kit";

// drizzle-kit only generates SQL here; `wrangler d1 migrations apply` applies it.
export default defineConfig({
  dialect: "sqlite",
  // Each domain owns its tables; listed rather than globbed so a stray file cannot join.
  schema: [
    "./app/accounts/schema.server.ts",
    "./app/bookings/schema.server.ts",
    "./app/conversations/schema.server.ts",
    "./app/newsletter/schema.server.ts",
    "./app/platform/schema.server.ts",
    "./app/reports/schema.server.ts",
  ],
  out: "./migrations",
});
