import { desc } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { mailOutbox } from "~/.server/db/schema";

/** The dev outbox (page and API) exists only in development with the outbox transport. */
export function isOutboxVisible(env: Pick<Env, "APP_ENV" | "MAIL_TRANSPORT">): boolean {
  return env.APP_ENV === "development" && env.MAIL_TRANSPORT === "outbox";
}

/** The newest mails of the `outbox` transport (local development and tests only). */
export function listOutbox(db: Db, limit = 100) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
