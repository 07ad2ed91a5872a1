import { desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

/** The newest mails of the `outbox` transport (local development and tests only). */
export function listOutbox(db: Db, limit = 100) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
