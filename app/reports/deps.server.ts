import { createDb, type Db } from "~/platform/db/client.server";

/** What the reports read and write: D1 (the request's session of it), nothing else. */
export function reportsDb(env: Env): Db {
  return createDb(env.DB);
}
