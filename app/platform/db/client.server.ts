import { drizzle } from "drizzle-orm/d1";

/**
 * Drizzle over a D1 binding (for a request, its D1 session: app/platform/db/session.server.ts). Without
 * the schema object: the code uses the query builder with the tables from ./schema, never the
 * relational `db.query` API, and handing Drizzle the schema made it walk every table on each call
 * (about 3% of a render when profiled on 2026-11-25: the history of docs/performance.md).
 */
export function createDb(d1: D1Database) {
  return drizzle(d1);
}

export type Db = ReturnType<typeof createDb>;
