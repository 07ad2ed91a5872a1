import type { Db } from "~/.server/db/client";
import { mailOutbox } from "~/.server/db/schema";
import type { Mailer } from "./mail";

/** Local development and tests: rows in D1, listed at /dev/outbox so links can be clicked. */
export function outboxMailer(db: Db, from: string): Mailer {
  return {
    async send({ to, subject, text, html, replyTo, headers }) {
      await db.insert(mailOutbox).values({
        id: crypto.randomUUID(),
        from,
        to,
        subject,
        text,
        html,
        replyTo: replyTo ?? null,
        headers: headers ?? null,
      });
    },
  };
}

/** Production: Cloudflare Email Service through the `send_email` binding. */
export function cloudflareMailer(binding: SendEmail, from: string): Mailer {
  return {
    async send(mail) {
      await binding.send({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
  };
}

type TransportEnv = Pick<Env, "APP_ENV" | "MAIL_TRANSPORT" | "MAIL_FROM" | "EMAIL">;

/**
 * The transport that really delivers, chosen by MAIL_TRANSPORT; only the queue consumer uses it.
 * The outbox exists only in development: elsewhere it would keep reset links readable in D1.
 */
export function createTransport(env: TransportEnv, db: Db): Mailer {
  if (env.MAIL_TRANSPORT === "cloudflare") return cloudflareMailer(env.EMAIL, env.MAIL_FROM);
  if (env.MAIL_TRANSPORT === "outbox" && env.APP_ENV === "development") return outboxMailer(db, env.MAIL_FROM);
  throw new Error(`MAIL_TRANSPORT "${env.MAIL_TRANSPORT}" cannot be used with APP_ENV "${env.APP_ENV}".`);
}
