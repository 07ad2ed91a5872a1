import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. the RFC 8058 `List-Unsubscribe` pair on newsletter mail. */
  headers?: Record<string, string>;
};

/** The one way the app sends e-mail; the transport is chosen by MAIL_TRANSPORT (DECISIONS). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Local development and tests: rows in D1, listed at /dev/outbox so links can be clicked. */
export function outboxMailer(db: Db, from: string): Mailer {
  return {
    async send(mail) {
      const { headers, ...rest } = mail;
      await db.insert(mailOutbox).values({ id: crypto.randomUUID(), from, ...rest, headers: headers ?? null });
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
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
  };
}

export function createMailer(env: Pick<Env, "MAIL_TRANSPORT" | "MAIL_FROM" | "EMAIL">, db: Db): Mailer {
  if (env.MAIL_TRANSPORT === "cloudflare") return cloudflareMailer(env.EMAIL, env.MAIL_FROM);
  if (env.MAIL_TRANSPORT === "outbox") return outboxMailer(db, env.MAIL_FROM);
  throw new Error(`Unknown MAIL_TRANSPORT "${env.MAIL_TRANSPORT}" (use "outbox" or "cloudflare").`);
}
