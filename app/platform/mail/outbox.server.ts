import { desc } from "drizzle-orm";
import { createDb } from "~/platform/db/client.server";
import { mailOutbox } from "~/platform/schema.server";

/** The dev outbox (page and API) exists only in development with the outbox transport. */
export function isOutboxVisible(env: Pick<Env, "APP_ENV" | "MAIL_TRANSPORT">): boolean {
  return env.APP_ENV === "development" && env.MAIL_TRANSPORT === "outbox";
}

/** The newest mails of the `outbox` transport (local development and tests only), read in the request's D1 session. */
export function listOutbox(env: Pick<Env, "DB">, limit = 100) {
  return createDb(env.DB).select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
