import { createDb, type Db } from "~/.server/db/client";
import type { Mailer } from "~/.server/mail/mail";
import { createMailer } from "~/.server/mail/queue";

/** What the staff inbox needs: D1, the mailer for replies, the clock, and the origin for links in mail. */
export type InboxDeps = { db: Db; mailer: Mailer; now: () => Date; origin: string };

export function inboxDeps(env: Env): InboxDeps {
  const db = createDb(env.DB);
  return { db, mailer: createMailer(env), now: () => new Date(), origin: env.SITE_ORIGIN };
}
